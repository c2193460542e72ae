import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BackupPlace } from '@atelier/contracts';
import type { Database } from '../db/client.js';
import type { BackupBucket } from './backup-bucket.js';
import { BackupError, createBackup, type BackupManifest, type BackupStep } from './backup.js';
import type { MediaStorage } from './media-storage.js';

/** Where the server keeps its backups (BACKUP_DIR, BACKUP_S3_BUCKET) and how many in each (BACKUP_KEEP). */
export interface BackupPlaces {
  dir?: string;
  bucket?: BackupBucket;
  keep: number;
}

/** A backup kept: its file name, size in bytes, manifest, and where it went. */
export interface StoredBackup {
  name: string;
  bytes: number;
  manifest: BackupManifest;
  keptIn: BackupPlace[];
}

/** Backups under way in this process, by database: one at a time, whoever asks (each reads the whole shop). */
const underWay = new WeakSet<Database>();

/**
 * Claims `database` for one backup in this process (the daily one, "Back up now", a download):
 * returns the function that releases it, or null when a backup of it is under way here. Other
 * instances are kept apart by the daily backup's advisory lock (backup-schedule.ts).
 */
export function claimBackup(database: Database): (() => void) | null {
  if (underWay.has(database)) return null;
  underWay.add(database);
  return () => void underWay.delete(database);
}

/** What a server with these places reports as configured (the owner's card). */
export function placesOf(places: Pick<BackupPlaces, 'dir' | 'bucket'>): BackupPlace[] {
  return [...(places.dir ? (['folder'] as const) : []), ...(places.bucket ? (['bucket'] as const) : [])];
}

/**
 * Takes one backup (createBackup) and keeps it where the server keeps them
 * (docs/decisions/131-backups.md): written into `dir`, and sent to `bucket` (from `dir`, or from a
 * temporary folder removed afterwards when there is no `dir`); then each place drops its oldest
 * `atelier-*.tar.gz` beyond `keep`. Throws BackupError when no place is configured; any failure
 * (disk, bucket) throws, with nothing pruned.
 */
export async function storeBackup(opts: {
  database: Database;
  media: MediaStorage;
  mediaSource: 'folder' | 'bucket';
  places: BackupPlaces;
  now?: Date;
  onProgress?: (step: BackupStep) => void;
}): Promise<StoredBackup> {
  const { dir, bucket, keep } = opts.places;
  if (!dir && !bucket) throw new BackupError('No backup folder or bucket is set up: set BACKUP_DIR or BACKUP_S3_BUCKET on the server (README, "Backups").');
  const outDir = dir ?? (await fsp.mkdtemp(path.join(os.tmpdir(), 'atelier-backup-')));
  try {
    const { file, manifest } = await createBackup({ database: opts.database, media: opts.media, mediaSource: opts.mediaSource, outDir, now: opts.now, onProgress: opts.onProgress });
    const name = path.basename(file);
    const bytes = (await fsp.stat(file)).size;
    if (bucket) {
      opts.onProgress?.({ step: 'upload' });
      await bucket.upload(file, name);
      const kept = await bucket.list();
      await bucket.remove(kept.slice(0, Math.max(0, kept.length - keep)).map((b) => b.name));
    }
    if (dir) await pruneFolder(dir, keep);
    return { name, bytes, manifest, keptIn: placesOf(opts.places) };
  } finally {
    if (!dir) await fsp.rm(outDir, { recursive: true, force: true });
  }
}

/** Deletes the oldest `atelier-*.tar.gz` in `dir` beyond the newest `keep` (names sort by time). */
async function pruneFolder(dir: string, keep: number): Promise<void> {
  const names = (await fsp.readdir(dir)).filter((n) => /^atelier-.+\.tar\.gz$/.test(n)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) await fsp.rm(path.join(dir, name), { force: true });
}
