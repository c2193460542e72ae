import { useState, type ReactNode } from 'react';
import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { AdminDashboard } from '@atelier/contracts';
import { cn } from '@/lib/cn';
import { adminPaths } from '@admin/paths';

/** The dashboard's low-stock part (docs/decisions/127): the threshold, how many variants are at or under it, the first of them. */
export type LowStock = AdminDashboard['low_stock'];

/** How many low-stock variants show before "Show all". */
const FIRST_SHOWN = 6;

/**
 * "Low stock" on the dashboard (docs/decisions/127): each counted variant at or under the owner's
 * threshold, fewest units first — its item and variant title, SKU and units left ("Sold out" at 0),
 * a link to the item's page to restock it; the first six, the rest behind "Show all". `setting` is where the owner changes the threshold
 * (composed by the route; nothing for staff).
 */
export function LowStockCard({ lowStock, setting }: { lowStock: LowStock; setting?: ReactNode }) {
  const { threshold, total, variants } = lowStock;
  const [open, setOpen] = useState(false);
  // A phone's dashboard stays short: the fewest first, the rest behind one button.
  const shown = open ? variants : variants.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="low-stock-title" className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200" data-testid="low-stock">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="low-stock-title" className="font-sans text-base font-semibold text-ink-900">
          {t`Low stock`}
        </h2>
        <p className="text-sm text-ink-600">{plural(threshold, { one: 'At or under # unit', other: 'At or under # units' })}</p>
      </div>
      {variants.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t`Nothing is running low.`}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-sand-200" aria-label={t`Variants running low`}>
            {shown.map((v) => (
              <li key={v.variant_id}>
                <Link
                  to={adminPaths.catalogItem(v.item_id)}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg py-2 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-clay-600"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-clay-700">
                      {v.title}
                      {v.variant_title ? <span className="text-ink-900"> — {v.variant_title}</span> : null}
                    </span>
                    <span className="block font-mono text-xs text-ink-600">{t`SKU ${v.sku}`}</span>
                  </span>
                  <span className={cn('shrink-0 text-sm font-semibold', v.stock === 0 ? 'text-clay-700' : 'text-ink-900')}>
                    {v.stock === 0 ? t({ context: 'item stock', message: 'Sold out' }) : plural(v.stock, { one: '# left', other: '# left' })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {variants.length > FIRST_SHOWN ? (
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
              className="mt-1 inline-flex min-h-11 items-center rounded-full px-1 text-sm font-semibold text-clay-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-clay-600"
            >
              {open ? t`Show fewer` : t`Show all ${variants.length}`}
            </button>
          ) : null}
          {open && total > variants.length ? <p className="mt-2 text-xs text-ink-600">{t`Showing ${variants.length} of ${total}, fewest units first.`}</p> : null}
        </>
      )}
      {setting ? <div className="mt-3 border-t border-sand-200 pt-3">{setting}</div> : null}
    </section>
  );
}
