import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createBackup, type BackupManifest } from '../../lib/backup.js';
import type { MediaStorage } from '../../lib/media-storage.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { Actor, BackupStatus } from '@atelier/contracts';

/** A backup taken for one download: read `file`, then call `done()` to remove it. */
export interface TakenBackup {
  file: string;
  name: string;
  manifest: BackupManifest;
  done(): Promise<void>;
}

/**
 * Backups taken by the serving process (docs/decisions/131-backups.md): the owner's download
 * (audited) and `npm run backup` on a running embedded shop, which proves itself with `localKey`, a
 * random key the server writes into DATA_DIR (readable by the shop's system user only: whoever can
 * read it can read the database files anyway). One backup at a time; a second asks is told to wait.
 */
export function backupService(deps: { database: Database; config: Pick<Config, 'S3_BUCKET' | 'BACKUP_DIR' | 'BACKUP_HOUR' | 'BACKUP_KEEP'>; now?: () => Date; media: MediaStorage }) {
  const localKey = randomBytes(32).toString('base64url');
  let running = false;
  async function take(): Promise<TakenBackup> {
    if (running) throw new AppError('CONFLICT', 'A backup is being taken. Try again in a minute.');
    running = true;
    const outDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'atelier-download-'));
    try {
      const { file, manifest } = await createBackup({
        database: deps.database,
        media: deps.media,
        mediaSource: deps.config.S3_BUCKET ? 'bucket' : 'folder',
        outDir,
      });
      return { file, name: path.basename(file), manifest, done: () => fsp.rm(outDir, { recursive: true, force: true }) };
    } catch (err) {
      await fsp.rm(outDir, { recursive: true, force: true });
      throw err;
    } finally {
      running = false;
    }
  }
  return {
    localKey,
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
    /** The daily backup's settings, the last good backup (automatic or downloaded) and the last failure since (audit log). */
    async status(): Promise<BackupStatus> {
      const audit = auditRepository(deps.database.db);
      const latest = (actions: string[]) => audit.latest('backup', actions);
      const [good, failed] = await Promise.all([latest(['backup.created', 'backup.downloaded']), latest(['backup.failed'])]);
      const after = (good?.after ?? {}) as { counts?: NonNullable<BackupStatus['last_success']>['counts']; bytes?: number };
      const now = (deps.now ?? (() => new Date()))();
      const configured = Boolean(deps.config.BACKUP_DIR);
      return {
        configured,
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
