import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminCatalogItem } from '@atelier/contracts';
import { cn } from '@/lib/cn';
import { DataTable, type deskTableFeatures, type DeskColumn } from '@admin/components/data-table';
import { rwf } from '@admin/components/format';
import { adminPaths } from '@admin/paths';
import { MissingLanguages } from '@admin/components/translation-fields';
import { StateBadge } from '@admin/components/badges';
import { kindLabel, stockSummary } from '../labels';

const helper = createColumnHelper<typeof deskTableFeatures, AdminCatalogItem>();

/** The cover (first picture) as a small square, or a blank tile. */
function Thumb({ item, className }: { item: AdminCatalogItem; className?: string }) {
  const cover = item.images[0];
  return cover ? (
    <img src={cover.url} alt="" loading="lazy" className={cn('shrink-0 rounded-lg bg-sand-100 object-cover', className)} />
  ) : (
    <span aria-hidden="true" className={cn('block shrink-0 rounded-lg bg-sand-100', className)} />
  );
}

const columns = [
  helper.accessor('title', {
    header: () => t`Item`,
    cell: (info) => (
      <div className="flex min-w-0 items-center gap-3">
        <Thumb item={info.row.original} className="size-12" />
        <div className="min-w-0">
          <Link to={adminPaths.catalogItem(info.row.original.id)} className="font-semibold text-clay-700 underline-offset-4 hover:underline">
            {info.getValue()}
          </Link>
          <p className="truncate text-xs text-ink-600">/{info.row.original.slug}</p>
          <MissingLanguages locales={info.row.original.missing_translations} className="mt-1 block" />
        </div>
      </div>
    ),
  }),
  helper.accessor('kind', { header: () => t`Kind`, cell: (info) => kindLabel(info.getValue()) }),
  helper.accessor('price', { header: () => t`Price`, cell: (info) => rwf(info.getValue()) }),
  helper.accessor('stock', { header: () => t`Stock`, cell: (info) => stockSummary(info.row.original) }),
  helper.accessor('state', { header: () => t`State`, cell: (info) => <StateBadge state={info.getValue()} /> }),
] as DeskColumn<AdminCatalogItem>[];

/**
 * The catalog on wide screens: TanStack Table over the page the server sent (paging, search and
 * filters are the server's); an item whose texts lack a language says which (docs/decisions/112). Screens
 * under 1024 px show CatalogCards instead.
 */
export function CatalogTable({ items, busy }: { items: AdminCatalogItem[]; busy: boolean }) {
  return <DataTable rows={items} columns={columns} caption={t`Catalog items, newest first`} rowId={(row) => String(row.id)} busy={busy} />;
}

/**
 * The catalog on a phone: one card per item (cover, title, kind, price, stock, state, languages
 * missing a translation), the whole card a link.
 */
export function CatalogCards({ items, busy }: { items: AdminCatalogItem[]; busy: boolean }) {
  return (
    <ul className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', busy && 'opacity-60')} aria-busy={busy}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={adminPaths.catalogItem(item.id)} className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-sand-200 transition-colors active:bg-sand-50">
            <Thumb item={item} className="size-20" />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 truncate font-semibold text-ink-900">{item.title}</p>
                <p className="shrink-0 font-semibold text-ink-900">{rwf(item.price)}</p>
              </div>
              <p className="mt-0.5 text-sm text-ink-600">
                {kindLabel(item.kind)} · {stockSummary(item)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <StateBadge state={item.state} />
                <MissingLanguages locales={item.missing_translations} />
              </div>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
