import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_ORDER_SORTS, ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES, can, type AdminOrderSort, type OrderChannel, type OrderStatus, type PaymentStatus } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { useAuth } from '@/lib/auth';
import { CHANNEL_LABELS, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, labelsIn } from '../components/badges';
import { EmptyList, ExportCsvButton, FilterSelect, ListResults, ListSearch, oneOf, useListParams } from '../components/list-page';
import { PageTitle } from '../components/page-title';
import { downloadOrdersCsv } from '../features/orders/api/export-orders';
import { useOrders } from '../features/orders/api/get-orders';
import { OrderCards } from '../features/orders/components/order-cards';
import { OrdersTable } from '../features/orders/components/orders-table';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;

/**
 * /admin/orders (docs/decisions/100): search by order number, name, e-mail or phone; status,
 * payment and channel filters (docs/decisions/128); "New order" for an order taken elsewhere; 20 a page from the server (X-Total-Count). Cards on a phone, a sortable table
 * from 1024 px. Everything lives in the address, so a filtered list can be shared and comes back
 * after an order is opened. The owner may export the filtered list as CSV.
 */
export default function OrdersPage() {
  const { user } = useAuth();
  const { params, page, update } = useListParams({ replaceFilters: true });
  const q = params.get('q') ?? '';
  const status = oneOf<OrderStatus>(ORDER_STATUSES, params.get('status'));
  const paymentStatus = oneOf<PaymentStatus>(PAYMENT_STATUSES, params.get('payment_status'));
  const channel = oneOf<OrderChannel>(ORDER_CHANNELS, params.get('channel'));
  const sort = oneOf<AdminOrderSort>(ADMIN_ORDER_SORTS, params.get('sort')) ?? '-created_at';
  const [draft, setDraft] = useState(q);

  const filters = { q: q || undefined, status, payment_status: paymentStatus, channel, sort };
  const query = useOrders({ ...filters, page, limit: PAGE_SIZE });
  const { data } = query;
  const filtered = Boolean(q || status || paymentStatus || channel);

  return (
    <>
      <PageTitle
        title={t`Orders`}
        actions={
          <>
            <Link to={adminPaths.orderNew()} className={buttonClass('primary', 'sm')}>
              <BaseIcon.Plus className="size-4" /> {t`New order`}
            </Link>
            {can(user?.role, 'orders.export') ? <ExportCsvButton onExport={() => downloadOrdersCsv(filters)} /> : null}
          </>
        }
      >
        {data ? (filtered ? plural(data.total, { one: '# order match', other: '# orders match' }) : plural(data.total, { one: '# order', other: '# orders' })) : ' '}
      </PageTitle>

      <div className="mb-5 grid gap-3 lg:grid-cols-[1fr_12rem_12rem_12rem] lg:items-end">
        <ListSearch
          id="order-search"
          value={draft}
          onChange={setDraft}
          onSearch={(value) => update({ q: value || undefined })}
          placeholder={t`Order number, name, e-mail or phone`}
          buttonLabel={t`Search orders`}
        />
        <div className="grid grid-cols-2 gap-3 lg:contents [&>*:last-child]:col-span-2">
          <FilterSelect label={t`Status`} all={t`All statuses`} options={ORDER_STATUSES} labels={labelsIn(ORDER_STATUS_LABELS)} value={status} onChange={(value) => update({ status: value })} />
          <FilterSelect
            label={t`Payment`}
            all={t`All payments`}
            options={PAYMENT_STATUSES}
            labels={labelsIn(PAYMENT_STATUS_LABELS)}
            value={paymentStatus}
            onChange={(value) => update({ payment_status: value })}
          />
          <FilterSelect label={t`Channel`} all={t`All channels`} options={ORDER_CHANNELS} labels={labelsIn(CHANNEL_LABELS)} value={channel} onChange={(value) => update({ channel: value })} />
        </div>
      </div>

      <ListResults
        query={query}
        rows={(d) => d.orders}
        loading={t`Loading orders...`}
        errorTitle={t`The orders could not be loaded`}
        pager={{ label: t`Order pages`, page, pageSize: PAGE_SIZE, onPage: (next) => update({ page: String(next) }) }}
        empty={
          <EmptyList
            title={filtered ? t`No order matches` : t`No orders yet`}
            filtered={filtered}
            clearLabel={t`Clear the search and filters`}
            onClear={() => {
              setDraft('');
              update({ q: undefined, status: undefined, payment_status: undefined, channel: undefined });
            }}
          >
            {filtered ? t`Try another spelling, or the last digits of the phone number.` : t`Orders appear here as soon as customers place them.`}
          </EmptyList>
        }
      >
        {(d, busy) => (
          <>
            <div className="lg:hidden">
              <OrderCards orders={d.orders} busy={busy} />
            </div>
            <div className="hidden lg:block">
              <OrdersTable orders={d.orders} sort={sort} onSort={(next) => update({ sort: next === '-created_at' ? undefined : next })} busy={busy} />
            </div>
          </>
        )}
      </ListResults>
    </>
  );
}
