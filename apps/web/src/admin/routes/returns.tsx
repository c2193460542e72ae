import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { RETURN_STATUSES, type AdminReturn, type ReturnStatus } from '@atelier/contracts';
import { Button } from '@/components/button';
import { SelectField } from '@/components/field';
import { ListPager, pageCount } from '@/components/list-pager';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { labelOf } from '../components/badges';
import { RETURN_STATUS_LABELS, ReturnBadge } from '../components/desk-badges';
import { PAYMENT_METHOD_NAMES } from '../i18n/labels';
import { age, rwf } from '../components/format';
import { PageTitle } from '../components/page-title';
import { useReturns } from '../features/returns/api/returns';
import { RETURN_ACTIONS, ReturnStatusForm } from '../features/returns/components/return-status-form';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;
type Next = Exclude<ReturnStatus, 'requested'>;

/** One request: item, order, reason and details, the customer, the shop's last message and the next steps allowed. */
function ReturnCard({ request, onStep }: { request: AdminReturn; onStep: (r: AdminReturn, to: Next) => void }) {
  return (
    <article className="rounded-2xl bg-white p-4 ring-1 ring-sand-200" aria-label={t`Return of ${request.product_name ?? t`an item`}, order ${request.order_number}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-sans text-base font-semibold text-ink-900">{request.product_name ?? t`Whole order`}</h2>
        <ReturnBadge status={request.status} />
      </div>
      <p className="mt-1 text-sm text-ink-600">
        <Link to={adminPaths.order(request.order_id)} className="font-semibold text-clay-700 underline underline-offset-4">
          {t`Order ${request.order_number}`}
        </Link>{' '}
        · {t`asked ${age(request.created_at)}`}
      </p>
      <p className="mt-2 text-sm text-ink-900">
        <span className="font-semibold">{request.reason}</span>
        {request.details ? <span className="block whitespace-pre-wrap break-words text-ink-700">{request.details}</span> : null}
      </p>
      <p className="mt-2 text-sm text-ink-700">
        {request.customer.user_id ? (
          <Link to={adminPaths.customer(request.customer.user_id)} className="text-clay-700 underline underline-offset-4">
            {request.customer.name}
          </Link>
        ) : (
          // A deleted account's orders keep no name or address (decision 010): say so rather than show nothing.
          request.customer.name || t`Deleted account`
        )}
        {request.customer.email ? (
          <>
            {' '}
            ·{' '}
            <a className="break-all text-clay-700 underline underline-offset-4" href={`mailto:${request.customer.email}`}>
              {request.customer.email}
            </a>
          </>
        ) : null}
        {request.customer.phone ? (
          <>
            {' '}
            ·{' '}
            <a className="text-clay-700 underline underline-offset-4" href={`tel:${request.customer.phone}`}>
              {request.customer.phone}
            </a>
          </>
        ) : null}
      </p>
      {request.message ? <p className="mt-2 rounded-xl bg-sand-50 px-3 py-2 text-sm text-ink-800">{t`Our message: ${request.message}`}</p> : null}
      {request.refund ? (
        <p className="mt-2 rounded-xl bg-green-50 px-3 py-2 text-sm text-green-900">
          {t`Refunded ${rwf(request.refund.amount)}`} · {labelOf(PAYMENT_METHOD_NAMES, request.refund.method)}
          {request.refund.reference ? ` · ${t`Ref. ${request.refund.reference}`}` : ''} · {formatDateTime(request.refund.recorded_at)}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-ink-600">{t`Updated ${formatDateTime(request.updated_at)}`}</p>
      {request.allowed_transitions.length ? (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" role="group" aria-label={t`Next steps`}>
          {request.allowed_transitions
            .filter((to): to is Next => to !== 'requested')
            .map((to) => (
              <Button key={to} variant={to === 'declined' ? 'danger' : to === 'approved' ? 'primary' : 'dark'} onClick={() => onStep(request, to)}>
                {labelOf(RETURN_ACTIONS, to)}
              </Button>
            ))}
        </div>
      ) : null}
    </article>
  );
}

/**
 * /admin/returns (docs/decisions/103): the queue of return requests by status (requested first by
 * default), 20 a page from the server, each with the steps its status allows: approve, decline with
 * a message, received, refunded or exchanged.
 */
export default function ReturnsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ReturnStatus | undefined = raw === 'all' ? undefined : (RETURN_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as ReturnStatus) : 'requested';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isPending, isFetching, refetch } = useReturns({ status, page, limit: PAGE_SIZE });
  const [step, setStep] = useState<{ request: AdminReturn; to: Next } | null>(null);
  const statusName = status ? labelOf(RETURN_STATUS_LABELS, status).toLowerCase() : '';

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  return (
    <>
      <PageTitle title={t`Returns`}>
        {data ? (statusName ? plural(data.total, { one: `# ${statusName} request`, other: `# ${statusName} requests` }) : plural(data.total, { one: '# request', other: '# requests' })) : ' '}
      </PageTitle>
      <div className="mb-5 max-w-xs">
        <SelectField label={t`Status`} value={raw === 'all' ? 'all' : (status ?? 'requested')} onChange={(e) => update({ status: e.target.value === 'requested' ? undefined : e.target.value })}>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {labelOf(RETURN_STATUS_LABELS, s)}
            </option>
          ))}
          <option value="all">{t`All statuses`}</option>
        </SelectField>
      </div>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-600">
          <Spinner /> {t`Loading returns...`}
        </div>
      ) : error ? (
        <ErrorState title={t`The returns could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : data.returns.length === 0 ? (
        <EmptyState title={status ? t`No ${statusName} returns` : t`No returns yet`}>{t`Return requests appear here when customers ask from their Returns tab.`}</EmptyState>
      ) : (
        <>
          <ul className={cn('grid gap-3 lg:grid-cols-2', isFetching && 'opacity-60')} aria-busy={isFetching}>
            {data.returns.map((r) => (
              <li key={r.id}>
                <ReturnCard request={r} onStep={(request, to) => setStep({ request, to })} />
              </li>
            ))}
          </ul>
          {data.total > PAGE_SIZE ? (
            <ListPager label={t`Return pages`} page={page} totalPages={pageCount(data.total, PAGE_SIZE)} onPage={(next) => update({ page: String(next) })} busy={isFetching} />
          ) : null}
        </>
      )}
      <Modal open={step !== null} onClose={() => setStep(null)} title={step ? t`${labelOf(RETURN_ACTIONS, step.to)} return` : ''}>
        {step ? (
          <ReturnStatusForm
            request={step.request}
            to={step.to}
            onCancel={() => setStep(null)}
            onDone={() => {
              toast.success(t`Return ${labelOf(RETURN_STATUS_LABELS, step.to).toLowerCase()}`);
              setStep(null);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
