import { Button } from './button';
import * as Icon from './icons';
import { t } from '@lingui/core/macro';

/**
 * Previous/Next over a list kept in the component (not the URL), with "Page x of y"; the ends are
 * disabled, and both while `busy` (the next page loading). `label` names the navigation landmark.
 */
export function ListPager({ page, totalPages, onPage, label, busy = false }: { page: number; totalPages: number; onPage: (page: number) => void; label: string; busy?: boolean }) {
  const last = Math.max(totalPages, 1);
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        <Icon.ChevronLeft className="size-4" /> {t`Previous`}
      </Button>
      <p className="text-center text-sm text-ink-600" aria-live="polite">
        {t`Page`} <span className="font-semibold text-ink-900">{page}</span> {t`of ${last}`}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= last || busy}>
        {t`Next`} <Icon.ChevronRight className="size-4" />
      </Button>
    </nav>
  );
}

/** The items of page `page` (from 1) of `items`, `size` per page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** How many pages `count` items fill, `size` per page (at least 1). */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}
