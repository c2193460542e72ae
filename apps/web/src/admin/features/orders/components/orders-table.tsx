import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Link } from 'react-router';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import type { AdminOrderRow, AdminOrderSort } from '@atelier/contracts';
import { formatDateTime } from '@/lib/format-date';
import { CHANNEL_LABELS, PaymentBadge, StatusBadge, labelOf } from '@admin/components/badges';
import { DataTable, type deskTableFeatures, type DeskColumn } from '@admin/components/data-table';
import { rwf } from '@admin/components/format';
import { adminPaths } from '@admin/paths';

/** The sortable columns' names, for the table's caption. */
const SORT_NAMES: Record<string, MessageDescriptor> = { order_number: msg`order number`, created_at: msg`created at`, total: msg`total` };

const helper = createColumnHelper<typeof deskTableFeatures, AdminOrderRow>();

/** The columns; only number, date and total sort (on the server: ADMIN_ORDER_SORTS). */
const columns = [
  helper.accessor('order_number', {
    header: () => t`Order`,
    cell: (info) => (
      <Link to={adminPaths.order(info.row.original.id)} className="font-semibold text-clay-700 underline-offset-4 hover:underline">
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor('created_at', { header: () => t`Placed`, cell: (info) => formatDateTime(info.getValue()), sortDescFirst: true }),
  helper.accessor('customer_name', {
    header: () => t`Customer`,
    enableSorting: false,
    cell: (info) => (
      <div className="min-w-0">
        <p className="font-medium text-ink-900">{info.getValue()}</p>
        <p className="truncate text-xs text-ink-600">{info.row.original.customer_phone || info.row.original.customer_email}</p>
      </div>
    ),
  }),
  helper.accessor('total', { header: () => t`Total`, cell: (info) => rwf(info.getValue()), sortDescFirst: true }),
  helper.accessor('amount_due', { header: () => t`Due`, enableSorting: false, cell: (info) => (info.getValue() > 0 ? rwf(info.getValue()) : '—') }),
  helper.accessor('status', { header: () => t`Status`, enableSorting: false, cell: (info) => <StatusBadge status={info.getValue()} /> }),
  helper.accessor('payment_status', { header: () => t`Payment`, enableSorting: false, cell: (info) => <PaymentBadge status={info.getValue()} /> }),
  helper.accessor('channel', { header: () => t`Channel`, enableSorting: false, cell: (info) => labelOf(CHANNEL_LABELS, info.getValue()) }),
] as DeskColumn<AdminOrderRow>[];

/** `-created_at` ↔ [{ id: 'created_at', desc: true }]. */
function sortToSorting(sort: AdminOrderSort): SortingState {
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
  return (
    <DataTable
      rows={orders}
      columns={columns}
      caption={t`Orders, sorted by ${SORT_NAMES[sort.replace(/^-/, '')] ? i18n._(SORT_NAMES[sort.replace(/^-/, '')]!) : sort}`}
      rowId={(row) => row.id}
      busy={busy}
      sorting={{ state: sortToSorting(sort), onChange: (next) => onSort(sortingToSort(next)) }}
    />
  );
}
