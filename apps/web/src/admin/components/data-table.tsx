import { rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

const features = tableFeatures({ rowSortingFeature });
export type DeskColumn<Row extends RowData> = ColumnDef<typeof features, Row, unknown>;
export { features as deskTableFeatures };

/**
 * A list on wide screens (DESIGN.md "Back office"): TanStack Table over the one page the server sent
 * (paging and filters are the server's); `busy` dims it while the next page loads. Phones show cards
 * instead. With `sorting` the sorting is the server's too: `sorting.state` is the list's current
 * order and a click on a sortable column's header asks for another (`sorting.onChange`); columns
 * with `enableSorting: false` stay plain. Without it no column sorts.
 */
export function DataTable<Row extends RowData>({
  rows,
  columns,
  caption,
  rowId,
  busy = false,
  sorting,
}: {
  rows: Row[];
  columns: DeskColumn<Row>[];
  caption: string;
  rowId: (row: Row) => string;
  busy?: boolean;
  sorting?: { state: SortingState; onChange: (next: SortingState) => void };
}) {
  const state = sorting?.state ?? [];
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: rowId,
    enableSorting: Boolean(sorting),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting: state },
    onSortingChange: (updater: Updater<SortingState>) => sorting?.onChange(typeof updater === 'function' ? updater(state) : updater),
  });
  return (
    <div className={cn('overflow-x-auto rounded-2xl bg-white ring-1 ring-sand-200', busy && 'opacity-60')} aria-busy={busy}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-sand-200 bg-sand-50 text-xs uppercase tracking-wide text-ink-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" className={cn('px-4 font-semibold', sorting ? 'py-2' : 'py-3')} aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}>
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
