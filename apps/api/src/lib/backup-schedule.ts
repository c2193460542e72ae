import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { auditRepository } from '../modules/audit/audit.repository.js';
import { createBackup } from './backup.js';
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
  dir: string;
  hour: number;
  keep: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}

/**
 * The daily backup (docs/decisions/131-backups.md): when no automatic backup has been recorded since
 * the latest slot (BACKUP_HOUR, Kigali time), takes one into `dir`, records it in the audit log
 * (`backup.created`, or `backup.failed` with the reason, which the next check retries), and deletes
 * the oldest beyond `keep`. On PostgreSQL an advisory lock held for the whole run makes one instance
 * take it; the others then find it recorded. Returns the file written, or null when none was due.
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
    try {
      const { file, manifest } = await createBackup({ database: opts.database, media: opts.media, mediaSource: opts.mediaSource, outDir: opts.dir, now });
      const bytes = (await fsp.stat(file)).size;
      await auditRepository(opts.database.db).record({
        actor: SCHEDULER,
        action: 'backup.created',
        entity: 'backup',
        entityId: path.basename(file),
        after: { slot: slot.toISOString(), counts: manifest.counts, bytes, dir: opts.dir },
      });
      opts.log.info({ file, bytes, counts: manifest.counts }, 'daily backup written');
      await prune(opts.dir, opts.keep);
      return file;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      opts.log.error({ err }, 'the daily backup failed; it is tried again in 15 minutes');
      await auditRepository(opts.database.db)
        .record({ actor: SCHEDULER, action: 'backup.failed', entity: 'backup', entityId: now.toISOString(), reason })
        .catch(() => undefined);
      return null;
    }
  };
  if (opts.database.engine === 'pglite') return take(); // one process holds the embedded database
  // A transaction on its own connection holds the lock; the backup runs on others.
  return opts.database.db.transaction(async (tx) => {
    const got = (await tx.execute(sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as ok`)) as unknown as { rows: Array<{ ok: boolean }> };
    return got.rows[0]?.ok ? take() : null;
  });
}

/** Deletes the oldest `atelier-*.tar.gz` in `dir` beyond the newest `keep` (names sort by time). */
async function prune(dir: string, keep: number): Promise<void> {
  const names = (await fsp.readdir(dir)).filter((n) => /^atelier-.+\.tar\.gz$/.test(n)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) await fsp.rm(path.join(dir, name), { force: true });
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
