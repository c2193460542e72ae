import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { ListPager, pageCount } from '@/components/list-pager';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { PageTitle } from '../components/page-title';
import { useAudit } from '../features/audit/api/get-audit';
import { actionLabel, changeSummary } from '../features/orders/components/timeline';
import { adminPaths } from '../paths';

const PAGE_SIZE = 50;
const FILTERS = ['entity', 'entity_id', 'action', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** /admin/audit (owner only): every back-office write, newest first, filtered by record, action and day. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(current);
  const query = { ...Object.fromEntries(FILTERS.filter((f) => current[f]).map((f) => [f, current[f]])), page, limit: PAGE_SIZE };
  const { data, error, isPending, isFetching, refetch } = useAudit(query);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const f of FILTERS) if (draft[f].trim()) next.set(f, draft[f].trim());
    setParams(next);
  };
  const field = (name: Filter, label: string, props: Record<string, string> = {}) => (
    <TextField label={label} optional value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} {...props} />
  );

  return (
    <>
      <PageTitle title={t`Audit log`}>{t`Every change made in the back office: who, what, when and why. Nothing here can be edited.`}</PageTitle>
      <form onSubmit={apply} className="mb-5 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200 lg:grid-cols-6 lg:items-end" aria-label={t`Filter the audit log`}>
        {field('entity', t`Record type`, { placeholder: 'order, payment, staff' })}
        {field('entity_id', t`Record id`)}
        {field('action', t`Action`, { placeholder: 'order.status' })}
        {field('from', t({ context: 'time range', message: 'From' }), { type: 'date' })}
        {field('to', t({ context: 'time range', message: 'To' }), { type: 'date' })}
        <Button type="submit" variant="dark" className="col-span-2 lg:col-span-1">
          {t`Filter`}
        </Button>
      </form>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
          <Spinner /> {t`Loading the log...`}
        </div>
      ) : error ? (
        <ErrorState title={t`The audit log could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : data.entries.length === 0 ? (
        <EmptyState title={t`Nothing recorded`}>{t`No change matches these filters.`}</EmptyState>
      ) : (
        <>
          <ul className={`divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200 ${isFetching ? 'opacity-60' : ''}`}>
            {data.entries.map((entry) => {
              const summary = changeSummary(entry);
              return (
                <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm lg:grid-cols-[12rem_1fr_14rem] lg:gap-4">
                  <p className="text-ink-600">{formatDateTime(entry.created_at)}</p>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      {actionLabel(entry.action)}
                      {summary ? <span className="font-normal text-ink-700"> · {summary}</span> : null}
                    </p>
                    <p className="break-all text-xs text-ink-600">
                      {entry.entity === 'order' ? (
                        <Link className="text-clay-700 underline underline-offset-4" to={adminPaths.order(entry.entity_id)}>
                          {t`order ${entry.entity_id.slice(0, 8)}`}
                        </Link>
                      ) : (
                        `${entry.entity} ${entry.entity_id.slice(0, 8)}`
                      )}
                      {entry.reason ? ` · “${entry.reason}”` : ''}
                    </p>
                  </div>
                  <p className="break-all text-ink-700">{entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t`System`}</p>
                </li>
              );
            })}
          </ul>
          {data.total > PAGE_SIZE ? (
            <ListPager
              label={t`Audit log pages`}
              page={page}
              totalPages={pageCount(data.total, PAGE_SIZE)}
              busy={isFetching}
              onPage={(next) =>
                setParams((p) => {
                  const n = new URLSearchParams(p);
                  n.set('page', String(next));
                  return n;
                })
              }
            />
          ) : null}
        </>
      )}
    </>
  );
}
