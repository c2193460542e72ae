import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/admin/backup/status (owner; docs/decisions/131-backups.md): the daily backup's settings and places, last good backup, last failure, warning. */
async function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return (await apiFetch<{ success: true; backup: BackupStatus }>('/api/admin/backup/status', { auth: true, signal })).backup;
}

export const backupStatusKey = ['admin', 'backup-status'];

export const useBackupStatus = () => useQuery(queryOptions({ queryKey: backupStatusKey, queryFn: ({ signal }) => getBackupStatus(signal), staleTime: 60_000 }));
