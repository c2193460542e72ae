import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { can, type AdminCustomerRow } from '@atelier/contracts';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { AccountBadge } from '../components/desk-badges';
import { DataTable, type deskTableFeatures, type DeskColumn } from '../components/data-table';
import { downloadCsv, searchOf } from '../components/download-csv';
import { EmptyList, ExportCsvButton, ListResults, ListSearch, useListParams } from '../components/list-page';
import { PageTitle } from '../components/page-title';
import { useCustomers } from '../features/customers/api/customers';
import { adminPaths } from '../paths';

const PAGE_SIZE = 20;
const helper = createColumnHelper<typeof deskTableFeatures, AdminCustomerRow>();

const columns = [
  helper.accessor('name', {
    header: () => t`Customer`,
    cell: (info) => (
      <Link to={adminPaths.customer(info.row.original.id)} className="font-semibold text-clay-700 underline-offset-4 hover:underline">
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor('email', { header: () => t`E-mail`, cell: (info) => <span className="break-all">{info.getValue()}</span> }),
  helper.accessor('phone', { header: () => t`Phone`, cell: (info) => info.getValue() || '—' }),
  helper.accessor('orders', { header: () => t`Orders` }),
  helper.accessor('created_at', { header: () => t`Joined`, cell: (info) => formatDate(info.getValue()) }),
  helper.accessor('status', { header: () => t`Account`, cell: (info) => <AccountBadge status={info.getValue()} /> }),
] as DeskColumn<AdminCustomerRow>[];

/**
 * /admin/customers (docs/decisions/103): search by name, e-mail or phone (the server reads any
 * spelling of a number), 20 a page; cards on a phone, a table from 1024 px. The owner may export.
 */
export default function CustomersPage() {
  const { user } = useAuth();
  const { params, page, update } = useListParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const query = useCustomers({ q: q || undefined, page, limit: PAGE_SIZE });
  const { data } = query;

  return (
    <>
      <PageTitle
        title={t`Customers`}
        actions={can(user?.role, 'customers.export') ? <ExportCsvButton onExport={() => downloadCsv(`/api/admin/customers.csv?${searchOf({ q: q || undefined })}`, 'customers.csv')} /> : null}
      >
        {data ? (q ? plural(data.total, { one: '# customer match', other: '# customers match' }) : plural(data.total, { one: '# customer', other: '# customers' })) : ' '}
      </PageTitle>
      <ListSearch
        id="customer-search"
        value={draft}
        onChange={setDraft}
        onSearch={(value) => update({ q: value || undefined })}
        placeholder={t`Name, e-mail or phone`}
        buttonLabel={t`Search customers`}
        className="mb-5 lg:max-w-xl"
      />
      <ListResults
        query={query}
        rows={(d) => d.customers}
        loading={t`Loading customers...`}
        errorTitle={t`The customers could not be loaded`}
        pager={{ label: t`Customer pages`, page, pageSize: PAGE_SIZE, onPage: (next) => update({ page: String(next) }) }}
        empty={
          <EmptyList
            title={q ? t`No customer matches` : t`No customers yet`}
            filtered={Boolean(q)}
            clearLabel={t`Clear the search`}
            onClear={() => {
              setDraft('');
              update({ q: undefined });
            }}
          >
            {q ? t`Try another spelling, or the last digits of the phone number.` : t`Customers appear here when they create an account.`}
          </EmptyList>
        }
      >
        {(d, busy) => (
          <>
            <ul className={cn('grid gap-3 lg:hidden', busy && 'opacity-60')} aria-busy={busy}>
              {d.customers.map((c) => (
                <li key={c.id}>
                  <Link to={adminPaths.customer(c.id)} className="block rounded-2xl bg-white p-4 ring-1 ring-sand-200 active:bg-sand-50">
                    <span className="flex items-baseline justify-between gap-3">
                      <span className="min-w-0 truncate font-semibold text-ink-900">{c.name}</span>
                      <AccountBadge status={c.status} />
                    </span>
                    <span className="mt-1 block truncate text-sm text-ink-600">{c.phone || c.email}</span>
                    <span className="block text-xs text-ink-600">
                      {plural(c.orders, { one: '# order', other: '# orders' })} · {t`joined ${formatDate(c.created_at)}`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="hidden lg:block">
              <DataTable rows={d.customers} columns={columns} caption={t`Customers`} rowId={(c) => c.id} busy={busy} />
            </div>
          </>
        )}
      </ListResults>
    </>
  );
}
