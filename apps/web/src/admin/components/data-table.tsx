import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

const features = tableFeatures({});
export type DeskColumn<Row extends RowData> = ColumnDef<typeof features, Row, unknown>;
export { features as deskTableFeatures };

/**
 * A read-only list on wide screens (DESIGN.md "Back office"): TanStack Table over the one page the
 * server sent (paging and filters are the server's); `busy` dims it while the next page loads.
 * Phones show cards instead.
 */
export function DataTable<Row extends RowData>({ rows, columns, caption, rowId, busy = false }: { rows: Row[]; columns: DeskColumn<Row>[]; caption: string; rowId: (row: Row) => string; busy?: boolean }) {
  const table = useTable({ features, columns, data: rows, getRowId: rowId });
  return (
    <div className={cn('overflow-x-auto rounded-2xl bg-white ring-1 ring-sand-200', busy && 'opacity-60')} aria-busy={busy}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-sand-200 bg-sand-50 text-xs uppercase tracking-wide text-ink-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                  <table.FlexRender header={header} />
                </th>
              ))}
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
