import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { downloadCsv } from '@admin/components/download-csv';
import { useBackupStatus } from '../api/get-backup-status';

/** Bytes as MB with one decimal (a backup is megabytes). */
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * The owner's backups card on the dashboard (docs/decisions/131-backups.md): the last good backup
 * (time, size, counts), a failure after it, whether the daily backup is set up, a warning when none
 * is or the last good one is older than two days, and "Download a backup" (a new one, audited).
 */
export function BackupCard() {
  const { data, refetch } = useBackupStatus();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!data) return null;
  const last = data.last_success;
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadCsv('/api/admin/backup', 'atelier-backup.tar.gz');
      void refetch();
    } catch (err) {
      setProblem(errorMessage(err, t`The backup could not be made. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="backups-title" className={cn('mt-4 rounded-2xl bg-white p-4 ring-1', data.warning ? 'ring-clay-300' : 'ring-sand-200')} data-testid="backups">
      <h2 id="backups-title" className="font-sans text-base font-semibold text-ink-900">
        {t`Backups`}
      </h2>
      {data.warning ? (
        <p className="mt-2 rounded-xl bg-clay-50 px-3 py-2 text-sm font-medium text-clay-800" role="alert">
          {data.configured
            ? t`No backup in the last two days. Download one now and check the server's log.`
            : t`No daily backup is set up: set BACKUP_DIR on the server (README, "Backups"), and download one now.`}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-700">
        {last
          ? t`Last backup: ${formatDateTime(last.at)} · ${megabytes(last.bytes)} · ${last.counts.orders} orders, ${last.counts.accounts} accounts, ${last.counts.pictures} pictures`
          : t`No backup yet.`}
      </p>
      {data.configured ? <p className="text-sm text-ink-600">{t`Daily at ${String(data.hour).padStart(2, '0')}:00 Kigali time; the last ${data.keep} are kept.`}</p> : null}
      {data.last_failure ? <p className="mt-1 text-sm text-clay-800">{t`The last backup failed (${formatDateTime(data.last_failure.at)}): ${data.last_failure.reason}`}</p> : null}
      {problem ? (
        <p className="mt-1 text-sm text-clay-800" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="mt-3 rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-white hover:bg-ink-800 disabled:opacity-60" disabled={busy} onClick={() => void download()}>
        {busy ? t`Making the backup…` : t`Download a backup`}
      </button>
    </section>
  );
}
