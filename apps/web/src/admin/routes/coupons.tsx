import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCoupon } from '@atelier/contracts';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { formatDate } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { EmptyList, ListResults, ListSearch, useListParams } from '../components/list-page';
import { PageTitle } from '../components/page-title';
import { rwf } from '../components/format';
import { useCoupons } from '../features/coupons/api/coupons';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;

/** A coupon's value in words: "10% off" (at most X) or "5,000 RWF off". */
export function couponValue(c: Pick<AdminCoupon, 'type' | 'value' | 'maxDiscount'>): string {
  const value = c.value;
  if (c.type !== 'percentage') return t`${rwf(c.value)} off`;
  return c.maxDiscount ? t`${value}% off (at most ${rwf(c.maxDiscount)})` : t`${value}% off`;
}
/** Uses so far over the total limit, and the per-customer limit. */
function usage(c: AdminCoupon): string {
  const count = c.usageCount;
  const limit = c.usageLimit;
  const uses = limit ? plural(limit, { one: `${count} of # use`, other: `${count} of # uses` }) : plural(count, { one: '# use', other: '# uses' });
  return c.perCustomerLimit ? `${uses} · ${t`${c.perCustomerLimit} per customer`}` : uses;
}

/**
 * Where the coupon stands, as the server judged it by the checkout's rules (`state`): Active, Off,
 * Scheduled (starts later), Expired or Used up (docs/decisions/122-money-shown-as-it-is.md).
 */
export function CouponState({ coupon }: { coupon: Pick<AdminCoupon, 'state'> }) {
  switch (coupon.state) {
    case 'off':
      return <Badge>{t({ context: 'coupon state', message: 'Off' })}</Badge>;
    case 'expired':
      return <Badge>{t({ context: 'coupon state', message: 'Expired' })}</Badge>;
    case 'used_up':
      return <Badge tone="amber">{t({ context: 'coupon state', message: 'Used up' })}</Badge>;
    case 'scheduled':
      return <Badge tone="blue">{t({ context: 'coupon state', message: 'Scheduled' })}</Badge>;
    default:
      return <Badge tone="green">{t({ context: 'coupon state', message: 'Active' })}</Badge>;
  }
}

/**
 * /admin/coupons (owner; docs/decisions/101): codes newest first with their value, usage count
 * (orders not cancelled) and limits, dates and state; search by code; 20 a page from the server.
 * One list of cards on a phone and rows on wide screens, each a link to the coupon.
 */
export default function CouponsPage() {
  const { params, setParams, page, update } = useListParams({ replaceFilters: true });
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const query = useCoupons({ q: q || undefined, page, limit: PAGE_SIZE });
  const { data } = query;

  return (
    <>
      <PageTitle
        title={t`Coupons`}
        actions={
          <Link to={adminPaths.couponNew} className={buttonClass('dark', 'md')}>
            <BaseIcon.Plus className="size-5" /> {t`New coupon`}
          </Link>
        }
      >
        {data ? (q ? plural(data.total, { one: '# coupon match', other: '# coupons match' }) : plural(data.total, { one: '# coupon', other: '# coupons' })) : ' '}
      </PageTitle>
      <ListSearch
        id="coupon-search"
        value={draft}
        onChange={setDraft}
        onSearch={(value) => update({ q: value || undefined })}
        placeholder={t`Code`}
        buttonLabel={t`Search coupons`}
        maxLength={40}
        className="mb-5 max-w-xl"
      />
      <ListResults
        query={query}
        rows={(d) => d.coupons}
        loading={t`Loading coupons...`}
        errorTitle={t`The coupons could not be loaded`}
        pager={{ label: t`Coupon pages`, page, pageSize: PAGE_SIZE, onPage: (next) => update({ page: String(next) }) }}
        empty={
          <EmptyList
            title={q ? t`No coupon matches` : t`No coupons yet`}
            filtered={Boolean(q)}
            clearLabel={t`Clear the search`}
            onClear={() => {
              setDraft('');
              setParams({});
            }}
          >
            {q ? t`Try part of the code.` : t`Create a code customers can type at checkout.`}
          </EmptyList>
        }
      >
        {(d, busy) => (
          <ul
            className={cn(
              'grid grid-cols-[minmax(0,1fr)] gap-3 lg:gap-0 lg:divide-y lg:divide-sand-200 lg:overflow-hidden lg:rounded-2xl lg:bg-white lg:ring-1 lg:ring-sand-200',
              busy && 'opacity-60',
            )}
            aria-busy={busy}
          >
            {d.coupons.map((c) => (
              <li key={c.id}>
                <Link
                  to={adminPaths.coupon(c.id)}
                  className="grid gap-1 rounded-2xl bg-white p-4 ring-1 ring-sand-200 active:bg-sand-50 lg:grid-cols-[16rem_1fr_12rem_11rem_6rem] lg:items-center lg:gap-4 lg:rounded-none lg:ring-0 lg:hover:bg-sand-50"
                >
                  <span className="flex items-center justify-between gap-3 lg:contents">
                    <span className="min-w-0 break-all font-mono text-base font-semibold tracking-wide text-clay-700">{c.code}</span>
                    <span className="lg:hidden">
                      <CouponState coupon={c} />
                    </span>
                  </span>
                  <span className="text-sm text-ink-900">
                    {couponValue(c)}
                    {c.minAmount ? <span className="text-ink-600"> · {t`orders from ${rwf(c.minAmount)}`}</span> : null}
                  </span>
                  <span className="text-sm text-ink-600">{usage(c)}</span>
                  <span className="text-sm text-ink-600">{c.startsAt || c.endsAt ? `${c.startsAt ? formatDate(c.startsAt) : '…'} – ${c.endsAt ? formatDate(c.endsAt) : '…'}` : t`No dates`}</span>
                  <span className="hidden lg:block">
                    <CouponState coupon={c} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </>
  );
}
