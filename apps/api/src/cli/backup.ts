import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { BackupError, createBackup } from '../lib/backup.js';
import { openMediaStorage } from '../lib/open-media-storage.js';

/**
 * `npm run backup -- --out <folder>`: writes `atelier-<UTC timestamp>.tar.gz` (database, pictures,
 * manifest) into the folder (docs/decisions/131-backups.md). PostgreSQL: runs beside the serving
 * shop (pg_dump of one snapshot). Embedded database: the folder is opened by one process at a time,
 * so with the server running the command asks it for the backup (it streams one through
 * `GET /api/admin/backup` with the local key it writes in DATA_DIR); without, it opens the folder itself.
 * Exit code 0 on success, 1 when the backup failed, 2 for a wrong invocation.
 */
const USAGE = 'Usage: npm run backup -- --out <folder>';

function outArg(argv: string[]): string | undefined {
  const i = argv.indexOf('--out');
  if (i >= 0) return argv[i + 1];
  return argv.find((a) => a.startsWith('--out='))?.slice('--out='.length);
}

async function main(): Promise<number> {
  const given = outArg(process.argv.slice(2));
  if (!given) {
    console.error(USAGE);
    return 2;
  }
  const outDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 2;
  }
  if (!config.DATABASE_URL && fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'postmaster.pid'))) {
    const { backupThroughServer } = await import('../lib/backup-endpoint.js');
    let file: string | null;
    try {
      file = await backupThroughServer(config.DATA_DIR, outDir);
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      return 1;
    }
    if (file) {
      console.log(`Backup written by the running server: ${file}`);
      return 0;
    }
    console.error(`The embedded database in ${config.DATA_DIR} is open (a server is running, or one stopped without closing it) and no server answered. Stop the server and run this again.`);
    return 1;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 2 });
  if (!config.S3_BUCKET) fs.mkdirSync(config.mediaDir, { recursive: true }); // the folder driver lists an existing folder
  const media = await openMediaStorage(config);
  try {
    await database.migrate();
    const { file, manifest } = await createBackup({ database, media, mediaSource: config.S3_BUCKET ? 'bucket' : 'folder', outDir });
    const c = manifest.counts;
    console.log(`Backup written: ${file} (${(fs.statSync(file).size / 1_048_576).toFixed(1)} MB)`);
    console.log(`  ${c.orders} orders, ${c.orderItems} order lines, ${c.payments} payments, ${c.accounts} accounts, ${c.customers} customers, ${c.bookings} bookings, ${c.pictures} pictures`);
    console.log('  Keep a copy off this machine (README, "Backups").');
    return 0;
  } catch (err) {
    console.error(err instanceof BackupError ? err.message : `The backup failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  } finally {
    media.close();
    await database.close();
  }
}

process.exitCode = await main();
