import { useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import type { BackupPlace } from '@atelier/contracts';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { Spinner } from '@/components/spinner';
import { downloadCsv } from '@admin/components/download-csv';
import { BackupCutOff, BackupFailed, useBackUpNow, type BackupStep } from '../api/back-up-now';
import { useBackupStatus } from '../api/get-backup-status';

/** "1 order, 7 accounts, 40 pictures": a backup's counts, each pluralised in the active language (docs/decisions/131). */
function backupCounts(counts: { orders: number; accounts: number; pictures: number }): string {
  const { orders, accounts, pictures } = counts;
  return [plural(orders, { one: '# order', other: '# orders' }), plural(accounts, { one: '# account', other: '# accounts' }), plural(pictures, { one: '# picture', other: '# pictures' })].join(', ');
}

/** Bytes as MB with one decimal (a backup is megabytes). */
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Where the daily backups go, in a sentence with the hour and how many are kept. */
function scheduleText(keptIn: BackupPlace[], hour: number, keep: number): string {
  const at = `${String(hour).padStart(2, '0')}:00`;
  if (keptIn.length > 1) return t`Daily at ${at} Kigali time, into the server's backup folder and the S3 bucket; the last ${keep} are kept in each.`;
  return keptIn[0] === 'bucket'
    ? t`Daily at ${at} Kigali time, into the S3 bucket; the last ${keep} are kept.`
    : t`Daily at ${at} Kigali time, into the server's backup folder; the last ${keep} are kept.`;
}

/** Where a backup taken now was kept. */
function keptText(keptIn: BackupPlace[]): string {
  if (keptIn.length > 1) return t`Backup made: it is in the server's backup folder and the S3 bucket.`;
  return keptIn[0] === 'bucket' ? t`Backup made: it is in the S3 bucket.` : t`Backup made: it is in the server's backup folder.`;
}

/** The step under way, as the progress line says it. */
function stepText(step: BackupStep | null): string {
  switch (step?.step) {
    case 'database':
      return t`Copying the database…`;
    case 'pictures':
      return t`Copying the pictures: ${step.done} of ${step.total}`;
    case 'archive':
      return t`Writing the backup file…`;
    case 'upload':
      return t`Sending it to the S3 bucket…`;
    default:
      return t`Starting the backup…`;
  }
}

/**
 * The owner's backups card on the dashboard (docs/decisions/131-backups.md): the last good backup
 * (time, size, counts), a failure after it, where and when the daily backup goes, a warning when none
 * is set up or the last good one is older than two days; "Back up now" (into the server's folder and/or
 * bucket, with the step under way and its result) when one is set up, and "Download a backup" (a new
 * one, audited) always.
 */
export function BackupCard() {
  const { data, refetch } = useBackupStatus();
  const now = useBackUpNow();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!data) return null;
  const last = data.last_success;
  const busy = downloading || now.isPending;
  const download = async () => {
    setDownloading(true);
    setProblem(null);
    now.reset();
    try {
      await downloadCsv('/api/admin/backup', 'atelier-backup.tar.gz');
      void refetch();
    } catch (err) {
      setProblem(errorMessage(err, t`The backup could not be made. Please try again.`));
    } finally {
      setDownloading(false);
    }
  };
  const backUp = () => {
    setProblem(null);
    now.mutate();
  };
  const failure =
    now.error instanceof BackupFailed
      ? t`The backup failed: ${now.error.message}`
      : now.error instanceof BackupCutOff
        ? t`The connection was lost before the backup ended. It may still end on the server: look at the last backup here in a minute.`
        : now.error
          ? errorMessage(now.error, t`The backup could not be made. Please try again.`)
          : problem;
  const pictures = now.step?.step === 'pictures' && now.step.total > 0 ? now.step : null;
  return (
    <section aria-labelledby="backups-title" className={cn('mt-4 rounded-2xl bg-white p-4 ring-1', data.warning ? 'ring-clay-300' : 'ring-sand-200')} data-testid="backups">
      <h2 id="backups-title" className="font-sans text-base font-semibold text-ink-900">
        {t`Backups`}
      </h2>
      {data.warning ? (
        <p className="mt-2 rounded-xl bg-clay-50 px-3 py-2 text-sm font-medium text-clay-800" role="alert">
          {data.configured
            ? t`No backup in the last two days. Back up now and check the server's log.`
            : t`No daily backup is set up: set BACKUP_DIR or BACKUP_S3_BUCKET on the server (README, "Backups"), and download one now.`}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-700">{last ? t`Last backup: ${formatDateTime(last.at)} · ${megabytes(last.bytes)} · ${backupCounts(last.counts)}` : t`No backup yet.`}</p>
      {data.configured ? <p className="text-sm text-ink-600">{scheduleText(data.kept_in, data.hour, data.keep)}</p> : null}
      {/* The failure of a backup taken here is said below, once. */}
      {data.last_failure && !(now.error instanceof BackupFailed) ? (
        <p className="mt-1 text-sm text-clay-800">{t`The last backup failed (${formatDateTime(data.last_failure.at)}): ${data.last_failure.reason}`}</p>
      ) : null}
      {now.isPending ? (
        <div className="mt-3 grid gap-1" role="status">
          <p className="flex items-center gap-2 text-sm text-ink-700">
            <Spinner className="size-4" /> {stepText(now.step)}
          </p>
          <progress
            className="h-2 w-full appearance-none overflow-hidden rounded-full bg-sand-200 [&::-moz-progress-bar]:bg-clay-600 [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-clay-600"
            max={pictures?.total ?? undefined}
            value={pictures?.done ?? undefined}
            aria-label={t`Backup progress`}
          />
        </div>
      ) : null}
      {now.isSuccess ? (
        <p className="mt-2 rounded-xl bg-sand-50 px-3 py-2 text-sm font-medium text-ink-800" role="status">
          {keptText(now.data.kept_in)}
        </p>
      ) : null}
      {failure ? (
        <p className="mt-2 text-sm text-clay-800" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {data.configured ? (
          <button type="button" className="min-h-11 rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-white hover:bg-ink-800 disabled:opacity-60" disabled={busy} onClick={backUp}>
            {now.isPending ? t`Backing up…` : t`Back up now`}
          </button>
        ) : null}
        <button
          type="button"
          className={cn(
            'min-h-11 rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-60',
            data.configured ? 'bg-white text-ink-900 ring-1 ring-sand-300 hover:bg-sand-50' : 'bg-ink-900 text-white hover:bg-ink-800',
          )}
          disabled={busy}
          onClick={() => void download()}
        >
          {downloading ? t`Making the backup…` : t`Download a backup`}
        </button>
      </div>
    </section>
  );
}
