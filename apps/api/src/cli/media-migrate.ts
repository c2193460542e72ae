import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { migrateMedia } from '../lib/media-migrate.js';
import { createLocalStorage } from '../lib/media-storage.js';
import { openMediaStorage } from '../lib/open-media-storage.js';

/**
 * `npm run media:migrate [-- --from <folder>]`: copies the pictures of a local media folder (by
 * default `<DATA_DIR>/media`) into the bucket that S3_BUCKET and the other S3_* variables name
 * (docs/decisions/114, docs/deploy.md "Pictures"). Re-runnable: files already there with the same size are
 * skipped. Exit code 0 when every file is in the bucket, 1 when some could not be copied or the
 * bucket cannot be reached, 2 for a wrong invocation or configuration.
 */
const USAGE = 'Usage: npm run media:migrate [-- --from <media folder>]   (S3_BUCKET and the other S3_* variables name the bucket)';

function fromArg(argv: string[]): string | undefined {
  const i = argv.indexOf('--from');
  if (i >= 0) return argv[i + 1];
  return argv.find((a) => a.startsWith('--from='))?.slice('--from='.length);
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 2;
  }
  if (!config.S3_BUCKET) {
    console.error('media:migrate copies pictures into object storage: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the credentials) first.');
    console.error(USAGE);
    return 2;
  }
  const given = fromArg(argv);
  if (argv.includes('--from') && !given) {
    console.error(USAGE);
    return 2;
  }
  const folder = given ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given) : config.mediaDir;
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    console.error(`No media folder at ${folder}.`);
    return 2;
  }

  const bucket = await openMediaStorage(config);
  const t0 = performance.now();
  console.log(`Copying ${folder} into bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}…`);
  try {
    const report = await migrateMedia(createLocalStorage(folder), bucket, (line) => console.log(`  ${line}`));
    for (const f of report.failed.slice(0, 20)) console.error(`  failed: ${f.key}: ${f.reason}`);
    if (report.failed.length > 20) console.error(`  … and ${report.failed.length - 20} more`);
    const mb = (report.bytes / 1_048_576).toFixed(1);
    console.log(
      `Done in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${report.total} files, ${report.copied} copied (${mb} MB), ${report.skipped} already in the bucket, ${report.failed.length} failed.`,
    );
    if (report.failed.length) console.error('Some files were not copied; run the command again to retry them.');
    return report.failed.length ? 1 : 0;
  } catch (err) {
    console.error(`media:migrate stopped: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    bucket.close();
  }
}

process.exitCode = await main();
