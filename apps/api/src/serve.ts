import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { isEmpty, openDatabase, type Database } from './db/client.js';
import { removeBackupEndpoint, writeBackupEndpoint } from './lib/backup-endpoint.js';
import { startBackupSchedule } from './lib/backup-schedule.js';
import { drainAndClose } from './lib/shutdown.js';
import { onUnhandledRejection } from './lib/unhandled-rejection.js';
import { createFirstOwner, writeOwnerPasswordFile } from './modules/accounts/first-owner.js';

/** Mail retries run this often, ms. */
const OUTBOX_RETRY_MS = 60_000;

/** Runs `npm run seed`'s program in a child process and waits for it. */
function seedInChildProcess(): Promise<void> {
  // Same extension as this file: .js when built, .ts under tsx (fork keeps tsx's loader flags).
  const cli = fileURLToPath(new URL(`./db/seed/cli${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url));
  return new Promise((resolve, reject) => {
    fork(cli, [], { stdio: 'inherit' })
      .once('error', reject)
      .once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding the demo catalog failed (exit code ${code})`))));
  });
}

/**
 * Opens and migrates the database. On an empty one (first start) the demo catalog is added by a
 * child process: rendering pictures and one large transaction peak near 800 MB, which a child
 * returns to the system when it exits, whereas this long-lived process would keep it.
 */
async function openShopDatabase(config: Config): Promise<{ database: Database; seeded: boolean }> {
  const open = () => openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX });
  // A new embedded folder: creating it (initdb) peaks high too, so the child does that as well.
  const newEmbeddedFolder = !config.DATABASE_URL && !fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION'));
  if (config.SEED_ON_EMPTY && newEmbeddedFolder) {
    console.log(`New data folder ${config.DATA_DIR}: creating the database and adding the demo catalog…`);
    await seedInChildProcess();
  }
  const database = await open();
  await database.migrate();
  if (!config.SEED_ON_EMPTY || !(await isEmpty(database.db))) return { database, seeded: config.SEED_ON_EMPTY && newEmbeddedFolder };
  console.log('Empty database: adding the demo catalog (first start only)…');
  await database.close(); // PGlite's folder is opened by one process at a time
  await seedInChildProcess();
  return { database: await open(), seeded: true };
}

/**
 * First start of a demo shop (docs/decisions/100, 106): an owner account with a random password,
 * printed here once, so the back office opens at once. Never a fixed password. With
 * OWNER_PASSWORD_FILE set the password is also written to that file (mode 0600); failing to write
 * it is logged and does not stop the start (the password has been printed).
 */
async function announceFirstOwner(database: Database, config: Config): Promise<void> {
  const owner = await createFirstOwner(database.db);
  if (!owner) return;
  console.log(
    [
      '',
      '  The back office is ready: ' + `${config.publicUrl}/admin`,
      `  Owner account: ${owner.email}`,
      `  Password:      ${owner.password}`,
      '  This password is shown once. Sign in and change it, or make your own owner with',
      '  `npm run user:admin -- you@example.com` (after signing up with that address).',
      '',
    ].join('\n'),
  );
  const file = config.OWNER_PASSWORD_FILE;
  if (!file) return;
  try {
    writeOwnerPasswordFile(file, owner.password);
    console.log(`  The password is also in ${file} (readable by this system user only).\n`);
  } catch (err) {
    console.error(`Could not write the owner's password to OWNER_PASSWORD_FILE (${file}): ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Start: config → database (migrate; seed an empty one) → buildApp → listen. On SIGTERM/SIGINT it
 * drains (readiness 503, requests in flight answered, bounded by SHUTDOWN_TIMEOUT_MS) and closes
 * the database last (lib/shutdown.ts, docs/decisions/115).
 */
async function main() {
  const config = loadConfig();
  const { database, seeded } = await openShopDatabase(config);
  if (seeded) await announceFirstOwner(database, config);
  const app = await buildApp({ config, database });
  // Every instance runs the timer; each mail is claimed by one of them (outbox.repository.ts, docs/decisions/115).
  const retry = setInterval(() => void app.mailer.retryFailed().catch((err) => app.log.warn({ err }, 'outbox retry failed')), OUTBOX_RETRY_MS);
  retry.unref();
  // MTN MoMo attempts with no callback (docs/decisions/132): every instance looks; each attempt is claimed by one.
  // A shop without MTN credentials has no attempts to settle, so it runs no timer.
  const momoPoll = app.services.momo.enabled
    ? setInterval(() => void app.services.momo.reconcile().catch((err) => app.log.warn({ err }, 'momo reconcile failed')), Math.min(config.MOMO_STATUS_POLL_MS, 5000))
    : undefined;
  momoPoll?.unref();

  let closing = false;
  let stopBackups = () => undefined as void;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down: draining');
    clearInterval(retry);
    clearInterval(momoPoll);
    removeBackupEndpoint(config.DATA_DIR);
    stopBackups();
    const outcome = await drainAndClose(app, { delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS, closeDatabase: () => database.close() });
    app.log.info({ outcome }, 'stopped');
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A database outage never ends the process; any other forgotten rejection is a bug (decision 070).
  process.on(
    'unhandledRejection',
    onUnhandledRejection(app.log, () => void shutdown('unhandledRejection', 1)),
  );

  await app.listen({ host: config.HOST, port: config.PORT });
  // `npm run backup` on this machine asks this process while it holds the embedded database (docs/decisions/131-backups.md).
  if (database.engine === 'pglite') {
    const address = app.server.address();
    if (address && typeof address === 'object') writeBackupEndpoint(config.DATA_DIR, address.port, app.backup.localKey, config.HOST);
  }
  // The daily backup (docs/decisions/131-backups.md), when BACKUP_DIR or BACKUP_S3_BUCKET is set.
  const { places } = app.backup;
  if (places.dir || places.bucket) {
    stopBackups = startBackupSchedule({
      database,
      media: app.images.storage,
      mediaSource: config.S3_BUCKET ? 'bucket' : 'folder',
      places,
      hour: config.BACKUP_HOUR,
      log: app.log,
    });
    const into = [places.dir, places.bucket && `bucket ${places.bucket.bucket}`].filter(Boolean).join(' and ');
    app.log.info(`A backup is taken daily at ${String(config.BACKUP_HOUR).padStart(2, '0')}:00 Kigali time into ${into} (${config.BACKUP_KEEP} kept in each)`);
  }
  app.log.info(`Atelier is open at ${config.publicUrl} (${database.engine === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
