import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { isEmpty, openDatabase } from './db/client.js';
import { seed } from './db/seed/index.js';
import { createImageStore } from './lib/images.js';

/** Mail retries run this often, ms. */
const OUTBOX_RETRY_MS = 60_000;

/** Start: config → database (migrate; seed an empty one) → buildApp → listen. Stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX });
  await database.migrate();
  const images = createImageStore(config.mediaDir);
  const app = await buildApp({ config, database, images });
  if (config.SEED_ON_EMPTY && (await isEmpty(database.db))) {
    app.log.info('Empty database: adding the demo catalog (first start only)…');
    const report = await seed(database.db, { images });
    app.log.info(report, 'demo catalog ready');
  }
  const retry = setInterval(() => void app.mailer.retryFailed().catch((err) => app.log.warn({ err }, 'outbox retry failed')), OUTBOX_RETRY_MS);
  retry.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(retry);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Atelier is open at ${config.publicUrl} (${database.engine === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
