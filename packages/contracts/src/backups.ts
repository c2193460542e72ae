import { z } from 'zod';

/** What a backup held (docs/decisions/131-backups.md): the counts its manifest gives. */
const BackupCounts = z.object({
  orders: z.number().int(),
  orderItems: z.number().int(),
  payments: z.number().int(),
  customers: z.number().int(),
  accounts: z.number().int(),
  bookings: z.number().int(),
  pictures: z.number().int(),
});

/** Where the server keeps its backups: the folder BACKUP_DIR, the bucket BACKUP_S3_BUCKET. */
const BackupPlace = z.enum(['folder', 'bucket']);
export type BackupPlace = z.infer<typeof BackupPlace>;

/**
 * GET /api/admin/backup/status (owner; docs/decisions/131-backups.md): whether the daily backup is
 * configured (BACKUP_DIR and/or BACKUP_S3_BUCKET, listed in `kept_in`, at `hour` Kigali time, `keep`
 * kept in each), the last good one (time, file name, size in bytes, counts) and the last failure since
 * it, from the audit log. `warning` is true when none is configured or the last good one is older than
 * two days (or there is none).
 */
export const BackupStatus = z.object({
  configured: z.boolean(),
  kept_in: z.array(BackupPlace),
  hour: z.number().int(),
  keep: z.number().int(),
  last_success: z.object({ at: z.string(), file: z.string(), bytes: z.number().int(), counts: BackupCounts }).nullable(),
  last_failure: z.object({ at: z.string(), reason: z.string() }).nullable(),
  warning: z.boolean(),
});
export type BackupStatus = z.infer<typeof BackupStatus>;
export const BackupStatusResponse = z.object({ success: z.literal(true), backup: BackupStatus });

/** A backup "Back up now" took: when, its file name, size in bytes, counts, and where it was kept. */
const BackupTaken = z.object({ at: z.string(), file: z.string(), bytes: z.number().int(), counts: BackupCounts, kept_in: z.array(BackupPlace) });
export type BackupTaken = z.infer<typeof BackupTaken>;

/**
 * POST /api/admin/backup ("Back up now", owner; docs/decisions/131-backups.md) answers 200 with
 * newline-delimited JSON (`application/x-ndjson`), one line per step as the backup goes: the database,
 * the pictures (`done` of `total`, a line every few percent), the archive, the upload to the bucket;
 * the last line is `done` with the backup, or `failed` with the reason (also in the audit log).
 * A request that cannot start answers 409 JSON as usual (none configured, one already running).
 */
export const BackupProgress = z.discriminatedUnion('step', [
  z.object({ step: z.literal('database') }),
  z.object({ step: z.literal('pictures'), done: z.number().int(), total: z.number().int() }),
  z.object({ step: z.literal('archive') }),
  z.object({ step: z.literal('upload') }),
  z.object({ step: z.literal('done'), backup: BackupTaken }),
  z.object({ step: z.literal('failed'), message: z.string() }),
]);
export type BackupProgress = z.infer<typeof BackupProgress>;
