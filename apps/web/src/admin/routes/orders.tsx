import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { ADMIN_ORDER_SORTS, ORDER_STATUSES, PAYMENT_STATUSES, can, type AdminOrderSort, type OrderStatus, type PaymentStatus } from '@atelier/contracts';
import { Button } from '@/components/button';
import { SelectField, inputClass } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { ListPager, pageCount } from '@/components/list-pager';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../components/badges';
import * as Icon from '../components/icons';
import { PageTitle } from '../components/page-title';
import { downloadOrdersCsv } from '../features/orders/api/export-orders';
import { useOrders } from '../features/orders/api/get-orders';
import { OrderCards } from '../features/orders/components/order-cards';
import { OrdersTable } from '../features/orders/components/orders-table';

const PAGE_SIZE = 20;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (value && (list as readonly string[]).includes(value) ? (value as T) : undefined);

/**
 * /admin/orders (issue 14 "Orders"): search by order number, name, e-mail or phone; status and
 * payment filters; 20 a page from the server (X-Total-Count). Cards on a phone, a sortable table
 * from 1024 px. Everything lives in the address, so a filtered list can be shared and comes back
 * after an order is opened. The owner may export the filtered list as CSV.
 */
export default function OrdersPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = oneOf<OrderStatus>(ORDER_STATUSES, params.get('status'));
  const paymentStatus = oneOf<PaymentStatus>(PAYMENT_STATUSES, params.get('payment_status'));
  const sort = oneOf<AdminOrderSort>(ADMIN_ORDER_SORTS, params.get('sort')) ?? '-created_at';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const [exporting, setExporting] = useState(false);

  const filters = { q: q || undefined, status, payment_status: paymentStatus, sort };
  const { data, error, isPending, isFetching, refetch } = useOrders({ ...filters, page, limit: PAGE_SIZE });

  /** Changes some of the address's filters; any change but the page goes back to page 1. */
  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
        else next.delete(key);
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: 'page' in changes ? false : true },
    );
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || undefined });
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv(filters);
    } catch (e) {
      toast.error(errorMessage(e, 'The export could not be made. Please try again.'));
    } finally {
      setExporting(false);
    }
  };
  const filtered = Boolean(q || status || paymentStatus);

  return (
    <>
      <PageTitle
        title="Orders"
        actions={
          can(user?.role, 'orders.export') ? (
            <Button variant="outline" size="sm" onClick={() => void onExport()} disabled={exporting}>
              {exporting ? <Spinner className="size-4" /> : <Icon.Download className="size-4" />} {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
          ) : null
        }
      >
        {data ? `${data.total} ${data.total === 1 ? 'order' : 'orders'}${filtered ? ' match' : ''}` : ' '}
      </PageTitle>

      <div className="mb-5 grid gap-3 lg:grid-cols-[1fr_14rem_14rem] lg:items-end">
        <form role="search" onSubmit={onSearch} className="flex gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="order-search" className="mb-1.5 block text-sm font-semibold text-ink-800">
              Search
            </label>
            <input
              id="order-search"
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Order number, name, e-mail or phone"
              className={inputClass}
              enterKeyHint="search"
              maxLength={100}
            />
          </div>
          <Button type="submit" variant="dark" className="self-end" aria-label="Search orders">
            <BaseIcon.Search className="size-5" />
            <span className="hidden sm:inline">Search</span>
          </Button>
        </form>
        <div className="grid grid-cols-2 gap-3 lg:contents">
          <SelectField label="Status" value={status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Payment" value={paymentStatus ?? ''} onChange={(e) => update({ payment_status: e.target.value || undefined })}>
            <option value="">All payments</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-600">
          <Spinner /> Loading orders...
        </div>
      ) : error ? (
        <ErrorState title="The orders could not be loaded" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} />
      ) : data.orders.length === 0 ? (
        <EmptyState
          title={filtered ? 'No order matches' : 'No orders yet'}
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() => {
                  setDraft('');
                  update({ q: undefined, status: undefined, payment_status: undefined });
                }}
              >
                Clear the search and filters
              </Button>
            ) : null
          }
        >
          {filtered ? 'Try another spelling, or the last digits of the phone number.' : 'Orders appear here as soon as customers place them.'}
        </EmptyState>
      ) : (
        <>
          <div className="lg:hidden">
            <OrderCards orders={data.orders} busy={isFetching} />
          </div>
          <div className="hidden lg:block">
            <OrdersTable orders={data.orders} sort={sort} onSort={(next) => update({ sort: next === '-created_at' ? undefined : next })} busy={isFetching} />
          </div>
          {data.total > PAGE_SIZE ? <ListPager label="Order pages" page={page} totalPages={pageCount(data.total, PAGE_SIZE)} onPage={(next) => update({ page: String(next) })} busy={isFetching} /> : null}
        </>
      )}
    </>
  );
}
