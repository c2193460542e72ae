import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { createColumnHelper } from '@tanstack/react-table';
import { canDesk, type AdminCustomerRow } from '@atelier/contracts';
import { Button } from '@/components/button';
import { inputClass } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { ListPager, pageCount } from '@/components/list-pager';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { AccountBadge } from '../components/desk-badges';
import { DataTable, type deskTableFeatures, type DeskColumn } from '../components/data-table';
import { downloadCsv, searchOf } from '../components/download-csv';
import * as Icon from '../components/icons';
import { PageTitle } from '../components/page-title';
import { useCustomers } from '../features/customers/api/customers';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;
const helper = createColumnHelper<typeof deskTableFeatures, AdminCustomerRow>();

const columns = [
  helper.accessor('name', {
    header: 'Customer',
    cell: (info) => (
      <Link to={adminPaths.customer(info.row.original.id)} className="font-semibold text-clay-700 underline-offset-4 hover:underline">
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor('email', { header: 'E-mail', cell: (info) => <span className="break-all">{info.getValue()}</span> }),
  helper.accessor('phone', { header: 'Phone', cell: (info) => info.getValue() || '—' }),
  helper.accessor('orders', { header: 'Orders' }),
  helper.accessor('created_at', { header: 'Joined', cell: (info) => formatDate(info.getValue()) }),
  helper.accessor('status', { header: 'Account', cell: (info) => <AccountBadge status={info.getValue()} /> }),
] as DeskColumn<AdminCustomerRow>[];

/**
 * /admin/customers (issue 16 "Customers"): search by name, e-mail or phone (the server reads any
 * spelling of a number), 20 a page; cards on a phone, a table from 1024 px. The owner may export.
 */
export default function CustomersPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const [exporting, setExporting] = useState(false);
  const { data, error, isPending, isFetching, refetch } = useCustomers({ q: q || undefined, page, limit: PAGE_SIZE });
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
      else next.delete(key);
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || undefined });
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadCsv(`/api/admin/customers.csv?${searchOf({ q: q || undefined })}`, 'customers.csv');
    } catch (e) {
      toast.error(errorMessage(e, 'The export could not be made. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageTitle
        title="Customers"
        actions={
          canDesk(user?.role, 'desk.export') ? (
            <Button variant="outline" size="sm" onClick={() => void onExport()} disabled={exporting}>
              {exporting ? <Spinner className="size-4" /> : <Icon.Download className="size-4" />} {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
          ) : null
        }
      >
        {data ? `${data.total} ${data.total === 1 ? 'customer' : 'customers'}${q ? ' match' : ''}` : ' '}
      </PageTitle>
      <form role="search" onSubmit={onSearch} className="mb-5 flex gap-2 lg:max-w-xl">
        <div className="min-w-0 flex-1">
          <label htmlFor="customer-search" className="mb-1.5 block text-sm font-semibold text-ink-800">
            Search
          </label>
          <input id="customer-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Name, e-mail or phone" className={inputClass} enterKeyHint="search" maxLength={100} />
        </div>
        <Button type="submit" variant="dark" className="self-end" aria-label="Search customers">
          <BaseIcon.Search className="size-5" />
          <span className="hidden sm:inline">Search</span>
        </Button>
      </form>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-600">
          <Spinner /> Loading customers...
        </div>
      ) : error ? (
        <ErrorState title="The customers could not be loaded" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} />
      ) : data.customers.length === 0 ? (
        <EmptyState
          title={q ? 'No customer matches' : 'No customers yet'}
          action={
            q ? (
              <Button
                variant="outline"
                onClick={() => {
                  setDraft('');
                  update({ q: undefined });
                }}
              >
                Clear the search
              </Button>
            ) : null
          }
        >
          {q ? 'Try another spelling, or the last digits of the phone number.' : 'Customers appear here when they create an account.'}
        </EmptyState>
      ) : (
        <>
          <ul className={cn('grid gap-3 lg:hidden', isFetching && 'opacity-60')} aria-busy={isFetching}>
            {data.customers.map((c) => (
              <li key={c.id}>
                <Link to={adminPaths.customer(c.id)} className="block rounded-2xl bg-white p-4 ring-1 ring-sand-200 active:bg-sand-50">
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate font-semibold text-ink-900">{c.name}</span>
                    <AccountBadge status={c.status} />
                  </span>
                  <span className="mt-1 block truncate text-sm text-ink-600">{c.phone || c.email}</span>
                  <span className="block text-xs text-ink-600">
                    {c.orders} {c.orders === 1 ? 'order' : 'orders'} · joined {formatDate(c.created_at)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="hidden lg:block">
            <DataTable rows={data.customers} columns={columns} caption="Customers" rowId={(c) => c.id} busy={isFetching} />
          </div>
          {data.total > PAGE_SIZE ? <ListPager label="Customer pages" page={page} totalPages={pageCount(data.total, PAGE_SIZE)} onPage={(next) => update({ page: String(next) })} busy={isFetching} /> : null}
        </>
      )}
    </>
  );
}
