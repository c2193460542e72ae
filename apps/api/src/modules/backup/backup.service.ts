import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { BackupBucket } from '../../lib/backup-bucket.js';
import { claimBackup, placesOf, storeBackup, type BackupPlaces } from '../../lib/backup-store.js';
import { createBackup, type BackupManifest, type BackupStep } from '../../lib/backup.js';
import type { MediaStorage } from '../../lib/media-storage.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { Actor, BackupStatus, BackupTaken } from '@atelier/contracts';

/** A backup taken for one download: read `file`, then call `done()` to remove it. */
export interface TakenBackup {
  file: string;
  name: string;
  manifest: BackupManifest;
  done(): Promise<void>;
}

/** How "Back up now" ended: the backup kept, or why it failed (also in the audit log). */
export type BackupRunResult = { ok: true; backup: BackupTaken } | { ok: false; reason: string; error: unknown };

/**
 * Backups taken by the serving process (docs/decisions/131-backups.md): the owner's download
 * (audited), the owner's "Back up now" into the server's folder and/or bucket (audited), and
 * `npm run backup` on a running embedded shop, which proves itself with `localKey`, a random key the
 * server writes into DATA_DIR (readable by the shop's system user only: whoever can read it can read
 * the database files anyway). One backup at a time in this process, the daily one included
 * (claimBackup); a second ask is told to wait.
 * `bucket` is BACKUP_S3_BUCKET's client when set; `places` is what the daily backup uses too.
 */
export function backupService(deps: {
  database: Database;
  config: Pick<Config, 'S3_BUCKET' | 'BACKUP_DIR' | 'BACKUP_HOUR' | 'BACKUP_KEEP'>;
  now?: () => Date;
  media: MediaStorage;
  bucket?: BackupBucket;
}) {
  const localKey = randomBytes(32).toString('base64url');
  const places: BackupPlaces = { dir: deps.config.BACKUP_DIR, bucket: deps.bucket, keep: deps.config.BACKUP_KEEP };
  const mediaSource = deps.config.S3_BUCKET ? 'bucket' : 'folder';
  /** Claims the database for one backup (claimBackup); AppError CONFLICT while one is under way in this process. */
  function claim(): () => void {
    const release = claimBackup(deps.database);
    if (!release) throw new AppError('CONFLICT', 'A backup is being taken. Try again in a minute.');
    return release;
  }
  async function take(): Promise<TakenBackup> {
    const release = claim();
    const outDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'atelier-download-'));
    try {
      const { file, manifest } = await createBackup({
        database: deps.database,
        media: deps.media,
        mediaSource,
        outDir,
      });
      return { file, name: path.basename(file), manifest, done: () => fsp.rm(outDir, { recursive: true, force: true }) };
    } catch (err) {
      await fsp.rm(outDir, { recursive: true, force: true });
      throw err;
    } finally {
      release();
    }
  }
  return {
    localKey,
    places,
    /** True when `given` is this process's local key (constant-time comparison). */
    isLocalKey(given: string | undefined): boolean {
      if (!given) return false;
      const a = Buffer.from(given);
      const b = Buffer.from(localKey);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    /** A new backup for `actor` (the owner), written in the audit log with its counts. */
    async forOwner(actor: Actor): Promise<TakenBackup> {
      const taken = await take();
      await auditRepository(deps.database.db).record({
        actor,
        action: 'backup.downloaded',
        entity: 'backup',
        entityId: taken.name,
        after: { counts: taken.manifest.counts, bytes: fs.statSync(taken.file).size },
      });
      return taken;
    },
    /**
     * "Back up now" for `actor` (the owner): checks at once that a folder or bucket is configured and
     * that no backup is being taken (AppError CONFLICT, before anything starts), then returns the run,
     * which takes a backup into every configured place (storeBackup), telling `onProgress` each step,
     * and writes `backup.created` (or `backup.failed` with the reason) in the audit log. The run never
     * throws: it resolves to the backup or the failure.
     */
    startNow(actor: Actor): (onProgress: (step: BackupStep) => void) => Promise<BackupRunResult> {
      if (!places.dir && !places.bucket)
        throw new AppError('CONFLICT', 'No backup folder or bucket is set up: set BACKUP_DIR or BACKUP_S3_BUCKET on the server (README, "Backups"), or download a backup.');
      const release = claim();
      return async (onProgress) => {
        const audit = auditRepository(deps.database.db);
        const now = (deps.now ?? (() => new Date()))();
        try {
          const { name, bytes, manifest, keptIn } = await storeBackup({ database: deps.database, media: deps.media, mediaSource, places, now, onProgress });
          await audit.record({
            actor,
            action: 'backup.created',
            entity: 'backup',
            entityId: name,
            after: { counts: manifest.counts, bytes, kept_in: keptIn, dir: places.dir, bucket: places.bucket?.bucket },
          });
          return { ok: true, backup: { at: manifest.createdAt, file: name, bytes, counts: manifest.counts, kept_in: keptIn } };
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await audit.record({ actor, action: 'backup.failed', entity: 'backup', entityId: now.toISOString(), reason }).catch(() => undefined);
          return { ok: false, reason, error };
        } finally {
          release();
        }
      };
    },
    /** The daily backup's settings, the last good backup (automatic, taken now, or downloaded) and the last failure since (audit log). */
    async status(): Promise<BackupStatus> {
      const audit = auditRepository(deps.database.db);
      const latest = (actions: string[]) => audit.latest('backup', actions);
      const [good, failed] = await Promise.all([latest(['backup.created', 'backup.downloaded']), latest(['backup.failed'])]);
      const after = (good?.after ?? {}) as { counts?: NonNullable<BackupStatus['last_success']>['counts']; bytes?: number };
      const now = (deps.now ?? (() => new Date()))();
      const keptIn = placesOf(places);
      const configured = keptIn.length > 0;
      return {
        configured,
        kept_in: keptIn,
        hour: deps.config.BACKUP_HOUR,
        keep: deps.config.BACKUP_KEEP,
        last_success: good && after.counts ? { at: good.createdAt.toISOString(), file: good.entityId, bytes: after.bytes ?? 0, counts: after.counts } : null,
        last_failure: failed && (!good || failed.id > good.id) ? { at: failed.createdAt.toISOString(), reason: failed.reason ?? '' } : null,
        warning: !configured || !good || now.getTime() - good.createdAt.getTime() > 2 * 86_400_000,
      };
    },
    /** A new backup for `npm run backup` on this machine. */
    forLocalCommand: take,
  };
}

export type BackupService = ReturnType<typeof backupService>;
