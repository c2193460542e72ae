import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, restoreBackup, type BackupCounts } from '../lib/backup.js';
import { openMediaStorage } from '../lib/open-media-storage.js';

/**
 * `npm run restore -- <file> [--force]`: restores a backup into the DATABASE_URL, or the DATA_DIR's
 * embedded database, and the pictures storage the environment names (docs/decisions/131-backups.md).
 * Checks every checksum first; refuses a target that holds data unless --force; runs the migrations
 * up to today's; prints the backup's counts next to the restored ones. Exit code 0 when restored and
 * the counts match, 1 when refused or failed, 2 for a wrong invocation.
 */
const USAGE = 'Usage: npm run restore -- <backup file> [--force]   (DATABASE_URL or DATA_DIR names the target)';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const files = argv.filter((a) => !a.startsWith('--'));
  if (files.length !== 1 || argv.some((a) => a.startsWith('--') && a !== '--force')) {
    console.error(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  if (!config.S3_BUCKET) fs.mkdirSync(config.mediaDir, { recursive: true }); // the folder driver lists an existing folder
  const media = await openMediaStorage(config);
  try {
    const target = config.DATABASE_URL ? `PostgreSQL database ${new URL(config.DATABASE_URL).pathname.slice(1)}` : `embedded database in ${config.DATA_DIR}`;
    console.log(`Restoring ${file} into the ${target}…`);
    const report = await restoreBackup(file, { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, media }, { force: argv.includes('--force'), log: (line) => console.log(`  ${line}`) });
    if (report.migrationsApplied > 0) console.log(`  ${report.migrationsApplied} newer migrations applied.`);
    console.log('');
    console.log(`  ${'what'.padEnd(14)}${'in backup'.padStart(10)}${'restored'.padStart(10)}`);
    let same = true;
    for (const key of Object.keys(report.manifest.counts) as Array<keyof BackupCounts>) {
      const a = report.manifest.counts[key];
      const b = report.restored[key];
      if (a !== b) same = false;
      console.log(`  ${key.padEnd(14)}${String(a).padStart(10)}${String(b).padStart(10)}${a === b ? '' : '  ← differs'}`);
    }
    console.log('');
    console.log(same ? 'Restored. Start the shop with the same settings.' : 'Restored, but some counts differ: check the shop before opening it.');
    return same ? 0 : 1;
  } catch (err) {
    console.error(err instanceof BackupError ? err.message : `The restore failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  } finally {
    media.close();
  }
}

process.exitCode = await main();
