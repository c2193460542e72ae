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

/**
 * GET /api/admin/backup/status (owner; docs/decisions/131-backups.md): whether the daily backup is
 * configured (BACKUP_DIR, at `hour` Kigali time, `keep` kept), the last good one (time, file name,
 * size in bytes, counts) and the last failure since it, from the audit log. `warning` is true when
 * none is configured or the last good one is older than two days (or there is none).
 */
export const BackupStatus = z.object({
  configured: z.boolean(),
  hour: z.number().int(),
  keep: z.number().int(),
  last_success: z.object({ at: z.string(), file: z.string(), bytes: z.number().int(), counts: BackupCounts }).nullable(),
  last_failure: z.object({ at: z.string(), reason: z.string() }).nullable(),
  warning: z.boolean(),
});
export type BackupStatus = z.infer<typeof BackupStatus>;
export const BackupStatusResponse = z.object({ success: z.literal(true), backup: BackupStatus });
