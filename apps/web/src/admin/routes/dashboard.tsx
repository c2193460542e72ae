import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChannelSales, SalesFigures } from '@atelier/contracts';
import { ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { CHANNEL_LABELS, labelOf } from '../components/badges';
import { PageTitle } from '../components/page-title';
import { rwf } from '../components/format';
import { useDashboard } from '../features/dashboard/api/get-dashboard';
import { BackupCard } from '../features/backups/components/backup-card';
import { LowStockCard } from '../features/dashboard/components/low-stock';
import { LowStockThresholdForm } from '../features/settings/components/low-stock-threshold';
import { adminPaths } from '../paths';
import { isOwner } from '../roles';

const tile = 'flex min-h-28 flex-col justify-between gap-2 rounded-2xl bg-white p-4 ring-1 ring-sand-200';

/** Sales of a period: paid and awaiting payment in RWF, and how many orders. */
function SalesTile({ title, figures }: { title: string; figures: SalesFigures }) {
  const awaiting = rwf(figures.awaiting_payment);
  return (
    <section className={cn(tile, 'sm:col-span-2')} aria-label={title}>
      <h2 className="font-sans text-sm font-semibold text-ink-600">{title}</h2>
      <p className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{rwf(figures.paid)}</p>
      <p className="text-sm text-ink-600">
        <Trans>
          paid · <span className="font-semibold text-ink-800">{awaiting}</span> awaiting payment
        </Trans>{' '}
        · {plural(figures.orders, { one: '# order', other: '# orders' })}
      </p>
    </section>
  );
}

/** A count that opens the matching order list; `null` counts are areas still to come. */
function CountTile({ title, count, to, hint }: { title: string; count: number | null; to?: string; hint?: ReactNode }) {
  const body = (
    <>
      <h2 className="font-sans text-sm font-semibold text-ink-600">{title}</h2>
      <p className={cn('text-3xl font-semibold', count === null ? 'text-ink-500' : 'text-ink-900')}>{count === null ? '—' : count}</p>
      <p className="text-xs text-ink-600">{count === null ? t`Coming with bookings, returns and messages` : hint}</p>
    </>
  );
  return to && count !== null ? (
    <Link to={to} className={cn(tile, 'transition-colors hover:bg-sand-50 hover:ring-ink-900/30')}>
      {body}
    </Link>
  ) : (
    <section className={tile}>{body}</section>
  );
}

/**
 * This week's sales by channel (docs/decisions/128): for each channel, its orders and what they paid
 * and still owe; a row opens the orders of that channel.
 */
function ChannelSalesCard({ channels }: { channels: ChannelSales[] }) {
  return (
    <section className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200" aria-labelledby="channel-sales">
      <h2 id="channel-sales" className="mb-2 font-sans text-sm font-semibold text-ink-600">
        {t`This week by channel`}
      </h2>
      <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-5">
        {channels.map((c) => (
          <li key={c.channel}>
            <Link
              to={`${adminPaths.orders}?channel=${c.channel}`}
              className="flex min-h-11 items-baseline justify-between gap-3 rounded-xl px-3 py-2 hover:bg-sand-50 lg:flex-col lg:items-start lg:gap-0"
            >
              <span className="font-semibold text-ink-900">{labelOf(CHANNEL_LABELS, c.channel)}</span>
              {/* The figures on one line, the channel's name wraps instead ("RF" / "0" on a phone in Kinyarwanda). */}
              <span className="shrink-0 text-sm whitespace-nowrap text-ink-600">
                {plural(c.orders, { one: '# order', other: '# orders' })} · {rwf(c.paid + c.awaiting_payment)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Placeholder tiles while the figures load (same sizes, so nothing jumps). */
function DashboardSkeleton() {
  return (
    <div role="status" aria-label={t`Loading the dashboard`} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {[2, 2, 1, 1, 1, 1].map((span, i) => (
        <div key={i} className={cn(tile, 'animate-pulse bg-sand-100', span === 2 && 'col-span-2')} />
      ))}
    </div>
  );
}

/** /admin: today's and this week's sales (by channel too, docs/decisions/128), the orders to act on (docs/decisions/103), the refunds owed on cancelled orders (docs/decisions/122) and the variants running low (docs/decisions/127). */
export default function DashboardPage() {
  const { data, error, isPending, refetch } = useDashboard();
  const { user } = useAuth();
  return (
    <>
      <PageTitle title={t`Dashboard`}>{data ? t`Updated ${formatDateTime(data.generated_at)}` : t`Sales and orders at a glance`}</PageTitle>
      {isPending ? (
        <DashboardSkeleton />
      ) : error ? (
        <ErrorState title={t`The dashboard could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : (
        <>
          {data.sales_this_week.orders === 0 && data.orders_in_progress === 0 && data.orders_awaiting_payment === 0 ? (
            <p className="mb-4 rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink-700">{t`No orders this week yet. New orders appear here and in Orders as soon as customers place them.`}</p>
          ) : null}
          {data.refunds_owed.orders > 0 ? (
            // Money received on cancelled orders goes back to the customers (docs/decisions/122).
            <Link
              to={`${adminPaths.orders}?status=cancelled`}
              className="mb-4 block rounded-2xl bg-clay-50 px-4 py-3 text-sm font-medium text-clay-800 ring-1 ring-clay-200 hover:bg-clay-100"
              data-testid="refunds-owed"
            >
              {plural(data.refunds_owed.orders, {
                one: `Refunds owed: # cancelled order was paid ${rwf(data.refunds_owed.amount)} that is not refunded yet.`,
                other: `Refunds owed: # cancelled orders were paid ${rwf(data.refunds_owed.amount)} that is not refunded yet.`,
              })}{' '}
              {t`Record each refund on its order.`}
            </Link>
          ) : null}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <SalesTile title={t`Sales today`} figures={data.sales_today} />
            <SalesTile title={t`Sales this week`} figures={data.sales_this_week} />
            <CountTile title={t`Awaiting payment`} count={data.orders_awaiting_payment} to={`${adminPaths.orders}?payment_status=pending`} hint={t`Orders with nothing paid`} />
            <CountTile title={t`In progress`} count={data.orders_in_progress} to={`${adminPaths.orders}?status=processing`} hint={t`Being made or prepared`} />
            <CountTile title={t`Cancelled this week`} count={data.cancelled_this_week} to={`${adminPaths.orders}?status=cancelled`} />
            <CountTile title={t`Bookings today`} count={data.bookings_today} to={adminPaths.bookings} hint={t`Open today's agenda`} />
            <CountTile title={t`Open returns`} count={data.open_returns} to={adminPaths.returns} hint={t`Requested, approved or received`} />
            <CountTile title={t`Unread messages`} count={data.unread_messages} to={`${adminPaths.messages}?status=unread`} hint={t`From the contact form`} />
            {/* MTN MoMo requests the customer has not approved yet (docs/decisions/132); only while there are some. */}
            {data.momo_awaiting_approval > 0 ? (
              <CountTile title={t`Awaiting MoMo approval`} count={data.momo_awaiting_approval} to={`${adminPaths.orders}?payment_status=pending`} hint={t`Requests sent to customers’ phones`} />
            ) : null}
          </div>
          {data.sales_this_week_by_channel?.length ? <ChannelSalesCard channels={data.sales_this_week_by_channel} /> : null}
          {/* Counted variants running low; the owner sets the threshold here, where its effect shows (docs/decisions/127). */}
          <LowStockCard
            lowStock={data.low_stock}
            setting={isOwner(user) ? <LowStockThresholdForm key={data.low_stock.threshold} threshold={data.low_stock.threshold} onSaved={() => void refetch()} /> : undefined}
          />
          {/* The owner's backups (docs/decisions/131-backups.md). */}
          {isOwner(user) ? <BackupCard /> : null}
        </>
      )}
    </>
  );
}
