import { useState } from 'react';
import type { LoginHistoryEntry } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as Icon from '@/components/icons';
import { PageSpinner, Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLoginHistory, useLoginStats } from '../api/get-login-history';
import { describeDevice } from '../user-agent';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/**
 * The Login History tab of /profile (spec 02 §2, §3, §7, §9): three stat cards (all logins, this
 * month, last login), then every login attempt, 10 per page with Previous/Next — success or failure,
 * method (EMAIL by default), time in the visitor's locale, IP address, device type and browser.
 */
export function LoginHistoryPanel() {
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const stats = useLoginStats();

  return (
    <div className="grid gap-8">
      <section aria-labelledby="login-stats-title">
        <h2 id="login-stats-title" className="sr-only">
          {t`Login statistics`}
        </h2>
        {stats.isError ? (
          <FormAlert message={t`Failed to load login statistics`} />
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
            <Stat term={t`Total logins`} value={stats.data ? String(stats.data.totalLogins) : null} />
            <Stat term={t`This month`} value={stats.data ? String(stats.data.monthlyLogins) : null} />
            <Stat term={t`Last login`} value={stats.data ? formatDateTime(stats.data.lastLogin) || t`Never` : null} className="col-span-2 sm:col-span-1" small />
          </dl>
        )}
      </section>

      <section aria-labelledby="login-history-title" aria-busy={history.isFetching}>
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="login-history-title" className="text-2xl">
            {t`Recent logins`}
          </h2>
          {history.isFetching && !history.isPending ? <Spinner className="size-5" /> : null}
        </div>
        {history.isPending ? (
          <PageSpinner label={t`Loading login history...`} />
        ) : history.isError ? (
          <ErrorState title={t`Failed to load login history`} message={errorMessage(history.error, '')} onRetry={() => void history.refetch()} retryLabel={t`Retry`} />
        ) : history.data.logins.length === 0 ? (
          <EmptyState title={t`No logins recorded yet`}>{t`Each time someone logs in to your account, it shows here.`}</EmptyState>
        ) : (
          <>
            <ol aria-label={t`Login attempts`} className={cn('grid gap-3 transition-opacity', history.isPlaceholderData && 'opacity-60')}>
              {history.data.logins.map((entry) => (
                <LoginRow key={entry.id} entry={entry} />
              ))}
            </ol>
            <HistoryPager page={history.data.pagination.page} totalPages={history.data.pagination.totalPages} busy={history.isPlaceholderData} onPage={(next) => setPage(next)} />
          </>
        )}
      </section>
    </div>
  );
}

function Stat({ term, value, className, small }: { term: string; value: string | null; className?: string; small?: boolean }) {
  return (
    <div className={cn('rounded-2xl border border-sand-200 bg-white p-4 sm:p-5', className)}>
      <dt className="text-xs font-semibold tracking-[0.15em] text-ink-600 uppercase">{term}</dt>
      <dd className={cn('mt-2 font-display text-ink-900', small ? 'text-lg' : 'text-3xl')}>
        {value ?? (
          <>
            <span className="inline-block h-7 w-16 animate-pulse rounded bg-sand-100" aria-hidden="true" />
            <span className="sr-only">{t`Loading`}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** A device type of the login's user agent, in the active language. */
function deviceLabel(device: string): string {
  if (device === 'Mobile') return t`Mobile`;
  if (device === 'Tablet') return t`Tablet`;
  if (device === 'Desktop') return t`Desktop`;
  return device;
}

/** A readable failure reason: 'invalid_password' → 'Invalid password'. */
function readableReason(reason: string): string {
  if (reason === 'invalid_credentials') return t`Invalid credentials`;
  if (reason === 'inactive') return t`Inactive account`;
  if (reason === 'unverified') return t`Email not verified`;
  const text = reason.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function LoginRow({ entry }: { entry: LoginHistoryEntry }) {
  const { device, browser } = describeDevice(entry.user_agent);
  const method = (entry.login_method || 'EMAIL').toUpperCase();
  return (
    <li className="grid gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-5 sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold',
            entry.success ? 'bg-green-50 text-green-800 ring-1 ring-green-200' : 'bg-clay-50 text-clay-800 ring-1 ring-clay-100',
          )}
        >
          {entry.success ? <Icon.Check className="size-3.5" /> : <Icon.Close className="size-3.5" />}
          {entry.success ? t`Successful` : t`Failed`}
        </span>
        <span className="rounded-full bg-sand-100 px-2.5 py-1 text-xs font-bold tracking-wide text-ink-700">{method}</span>
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink-900">
          {deviceLabel(device)} · {browser === 'Other' ? t`Other browser` : browser}
        </p>
        <p className="text-ink-600">
          {t`IP`} <span className="font-mono">{entry.ip_address || t`unknown`}</span>
          {!entry.success && entry.failure_reason ? <> · {readableReason(entry.failure_reason)}</> : null}
        </p>
      </div>
      <time dateTime={entry.login_time} className="text-sm text-ink-700 sm:text-right">
        {formatDateTime(entry.login_time)}
      </time>
    </li>
  );
}

/** Previous/Next over the pages the server reports; the ends are disabled. */
function HistoryPager({ page, totalPages, busy, onPage }: { page: number; totalPages: number; busy: boolean; onPage: (page: number) => void }) {
  const last = Math.max(totalPages, 1);
  return (
    <nav aria-label={t`Login history pages`} className="mt-6 flex items-center justify-between gap-4">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        <Icon.ChevronLeft className="size-4" /> {t`Previous`}
      </Button>
      <p className="text-sm text-ink-600" aria-live="polite">
        <Trans>
          Page <span className="font-semibold text-ink-900">{page}</span> of {last}
        </Trans>
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= last || busy}>
        {t`Next`} <Icon.ChevronRight className="size-4" />
      </Button>
    </nav>
  );
}
