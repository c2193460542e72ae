import { loadConfig } from '../../config.js';
import { createImageStore } from '../../lib/images.js';
import { openMediaStorage } from '../../lib/open-media-storage.js';
import { openDatabase } from '../client.js';
import { seed } from './index.js';

/** `npm run seed`: migrate, then add whatever demo content is missing (never duplicates). */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 2 });
// The demo pictures go where the shop keeps its pictures: the media folder, or the bucket (S3_BUCKET).
const storage = await openMediaStorage(config);
try {
  await database.migrate();
  const t0 = performance.now();
  // The seed renders its own SVGs two at a time (a short-lived process: memory goes back at exit).
  const report = await seed(database.db, { images: createImageStore(storage, { decodeConcurrency: 2 }) });
  console.log(
    `Seeded ${database.engine === 'pglite' ? config.DATA_DIR : 'PostgreSQL'}: ${report.itemsInserted} new catalog items, ${report.imagesRendered} pictures rendered in ${Math.round(performance.now() - t0)} ms.`,
  );
} finally {
  storage.close();
  await database.close();
}
