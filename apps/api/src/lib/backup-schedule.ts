import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { auditRepository } from '../modules/audit/audit.repository.js';
import { claimBackup, storeBackup, type BackupPlaces } from './backup-store.js';
import type { MediaStorage } from './media-storage.js';

/** Kigali is UTC+2 all year (no daylight saving). */
const KIGALI_OFFSET_MS = 2 * 3_600_000;
/** How often the server asks whether the day's backup is due (a failed one is retried this often too). */
const CHECK_EVERY_MS = 15 * 60_000;
/** Any advisory-lock number will do, as long as every instance uses the same one (not the migrations' one). */
const BACKUP_LOCK = 7_231_131;
/** Who the audit log says took an automatic backup. */
const SCHEDULER = { id: null, name: 'Automatic backup', email: '' };

/** The latest daily slot at or before `now`: `hour`:00 Kigali time, as a UTC instant. */
export function lastSlot(now: Date, hour: number): Date {
  const kigali = new Date(now.getTime() + KIGALI_OFFSET_MS);
  let slot = Date.UTC(kigali.getUTCFullYear(), kigali.getUTCMonth(), kigali.getUTCDate(), hour) - KIGALI_OFFSET_MS;
  if (slot > now.getTime()) slot -= 86_400_000;
  return new Date(slot);
}

export interface BackupScheduleOptions {
  database: Database;
  media: MediaStorage;
  mediaSource: 'folder' | 'bucket';
  /** BACKUP_DIR and/or BACKUP_S3_BUCKET, and BACKUP_KEEP. */
  places: BackupPlaces;
  hour: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}

/**
 * The daily backup (docs/decisions/131-backups.md): when no automatic backup has been recorded since
 * the latest slot (BACKUP_HOUR, Kigali time), takes one into the folder and/or the bucket (`places`),
 * records it in the audit log (`backup.created`, or `backup.failed` with the reason, which the next
 * check retries), and deletes the oldest beyond `keep` in each. On PostgreSQL an advisory lock held for
 * the whole run makes one instance take it; the others then find it recorded. A backup under way in
 * this process ("Back up now", a download) makes this check pass its turn to the next. Returns the
 * backup's file name, or null when none was due or taken.
 */
export function runDailyBackup(opts: BackupScheduleOptions): Promise<string | null> {
  // One run at a time in this process (the lock below covers other instances).
  const previous = inProcess.get(opts.database) ?? Promise.resolve(null);
  const next = previous.catch(() => null).then(() => runOnce(opts));
  inProcess.set(opts.database, next);
  return next;
}

const inProcess = new WeakMap<Database, Promise<string | null>>();

async function runOnce(opts: BackupScheduleOptions): Promise<string | null> {
  const now = (opts.now ?? (() => new Date()))();
  const slot = lastSlot(now, opts.hour);
  const due = async () => {
    const rows = (await opts.database.db.execute(
      sql`select 1 from audit_log where entity = 'backup' and action = 'backup.created' and (after ->> 'slot')::timestamptz >= ${slot.toISOString()}::timestamptz limit 1`,
    )) as unknown as { rows: unknown[] };
    return rows.rows.length === 0;
  };
  const take = async (): Promise<string | null> => {
    if (!(await due())) return null;
    const release = claimBackup(opts.database);
    if (!release) {
      opts.log.info('a backup is being taken; the daily one waits for the next check');
      return null;
    }
    try {
      const { name, bytes, manifest, keptIn } = await storeBackup({ database: opts.database, media: opts.media, mediaSource: opts.mediaSource, places: opts.places, now });
      await auditRepository(opts.database.db).record({
        actor: SCHEDULER,
        action: 'backup.created',
        entity: 'backup',
        entityId: name,
        after: { slot: slot.toISOString(), counts: manifest.counts, bytes, kept_in: keptIn, dir: opts.places.dir, bucket: opts.places.bucket?.bucket },
      });
      opts.log.info({ name, bytes, counts: manifest.counts, keptIn }, 'daily backup written');
      return name;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      opts.log.error({ err }, 'the daily backup failed; it is tried again in 15 minutes');
      await auditRepository(opts.database.db)
        .record({ actor: SCHEDULER, action: 'backup.failed', entity: 'backup', entityId: now.toISOString(), reason })
        .catch(() => undefined);
      return null;
    } finally {
      release();
    }
  };
  if (opts.database.engine === 'pglite') return take(); // one process holds the embedded database
  // A transaction on its own connection holds the lock; the backup runs on others.
  return opts.database.db.transaction(async (tx) => {
    const got = (await tx.execute(sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as ok`)) as unknown as { rows: Array<{ ok: boolean }> };
    return got.rows[0]?.ok ? take() : null;
  });
}

/** Checks every 15 minutes (and once at start) whether the daily backup is due; returns the stop function. */
export function startBackupSchedule(opts: BackupScheduleOptions): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDailyBackup(opts)
      .catch((err: unknown) => opts.log.error({ err }, 'the daily backup check failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
