import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaType, type MediaStorage } from './media-storage.js';

/** Files copied at once: a bucket answers each put in tens of ms, a folder's files are small. */
const CONCURRENCY = 4;
/** A progress line at least this often (files), and at the end. */
const PROGRESS_EVERY = 100;

export interface MigrateReport {
  /** Files in the folder. */
  total: number;
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** Files that could not be copied, with the reason. */
  failed: Array<{ key: string; reason: string }>;
  /** Bytes copied. */
  bytes: number;
}

/**
 * Copies every file of the local media folder `from` (`<root>`) into `to` (a bucket), key for key
 * (`catalog/x-640.webp` stays `catalog/x-640.webp`, so every /media address keeps working). A file
 * the bucket already holds with the same size is skipped, so a second run copies nothing and an
 * interrupted one resumes. A file that fails is reported and the others go on. `progress` hears one
 * line every PROGRESS_EVERY files. Throws MediaStorageError when the bucket cannot be listed.
 */
export async function migrateMedia(from: MediaStorage, to: MediaStorage, progress: (line: string) => void = () => undefined): Promise<MigrateReport> {
  if (!from.root) throw new Error('media:migrate copies from a local folder');
  const there = new Map<string, number>();
  for await (const o of to.list()) there.set(o.key, o.size);
  const files: Array<{ key: string; size: number }> = [];
  for await (const f of from.list()) files.push(f);

  const report: MigrateReport = { total: files.length, copied: 0, skipped: 0, failed: [], bytes: 0 };
  let done = 0;
  const step = () => {
    done++;
    if (done % PROGRESS_EVERY === 0 || done === files.length) progress(`${done}/${files.length} files: ${report.copied} copied, ${report.skipped} already there, ${report.failed.length} failed`);
  };
  const queue = [...files];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let f = queue.shift(); f; f = queue.shift()) {
        if (there.get(f.key) === f.size) report.skipped++;
        else {
          try {
            const body = await fs.readFile(path.join(from.root!, ...f.key.split('/')));
            await to.put(f.key, body, mediaType(f.key));
            report.copied++;
            report.bytes += body.length;
          } catch (err) {
            report.failed.push({ key: f.key, reason: err instanceof Error ? err.message : String(err) });
          }
        }
        step();
      }
    }),
  );
  return report;
}
