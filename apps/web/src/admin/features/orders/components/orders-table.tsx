import { Link } from 'react-router';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState, type Updater } from '@tanstack/react-table';
import type { AdminOrderRow, AdminOrderSort } from '@atelier/contracts';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { PaymentBadge, StatusBadge } from '../../../components/badges';
import { rwf } from '../../../components/format';
import { adminPaths } from '../../../paths';

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, AdminOrderRow>();

/** The columns; only number, date and total sort (on the server: ADMIN_ORDER_SORTS). */
const columns = helper.columns([
  helper.accessor('order_number', {
    header: 'Order',
    cell: (info) => (
      <Link to={adminPaths.order(info.row.original.id)} className="font-semibold text-clay-700 underline-offset-4 hover:underline">
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor('created_at', { header: 'Placed', cell: (info) => formatDateTime(info.getValue()), sortDescFirst: true }),
  helper.accessor('customer_name', {
    header: 'Customer',
    enableSorting: false,
    cell: (info) => (
      <div className="min-w-0">
        <p className="font-medium text-ink-900">{info.getValue()}</p>
        <p className="truncate text-xs text-ink-600">{info.row.original.customer_phone || info.row.original.customer_email}</p>
      </div>
    ),
  }),
  helper.accessor('total', { header: 'Total', cell: (info) => rwf(info.getValue()), sortDescFirst: true }),
  helper.accessor('amount_due', { header: 'Due', enableSorting: false, cell: (info) => (info.getValue() > 0 ? rwf(info.getValue()) : '—') }),
  helper.accessor('status', { header: 'Status', enableSorting: false, cell: (info) => <StatusBadge status={info.getValue()} /> }),
  helper.accessor('payment_status', { header: 'Payment', enableSorting: false, cell: (info) => <PaymentBadge status={info.getValue()} /> }),
]);

/** `-created_at` ↔ [{ id: 'created_at', desc: true }]. */
export function sortToSorting(sort: AdminOrderSort): SortingState {
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
}
function sortingToSort(sorting: SortingState): AdminOrderSort {
  const first = sorting[0];
  return first ? (`${first.desc ? '-' : ''}${first.id}` as AdminOrderSort) : '-created_at';
}

/**
 * The order list on wide screens: TanStack Table with server-side sorting (`sort` is the list's
 * query; a header click asks for another) and the page the server sent. Screens under 1024 px show
 * OrderCards instead.
 */
export function OrdersTable({ orders, sort, onSort, busy }: { orders: AdminOrderRow[]; sort: AdminOrderSort; onSort: (sort: AdminOrderSort) => void; busy: boolean }) {
  const sorting = sortToSorting(sort);
  const table = useTable({
    features,
    columns,
    data: orders,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => onSort(sortingToSort(typeof updater === 'function' ? updater(sorting) : updater)),
  });

  return (
    <div className={cn('overflow-x-auto rounded-2xl bg-white ring-1 ring-sand-200', busy && 'opacity-60')} aria-busy={busy}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders, sorted by {sort.replace(/^-/, '').replace('_', ' ')}</caption>
        <thead className="border-b border-sand-200 bg-sand-50 text-xs uppercase tracking-wide text-ink-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" className="px-4 py-2 font-semibold" aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 uppercase hover:bg-sand-100">
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-sand-200">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand-50">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-4 py-3 align-middle">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
