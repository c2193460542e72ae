import { Link, useLocation } from 'react-router';
import * as Icon from './icons';
import { cn } from '@/lib/cn';
import { buttonClass } from './button';
import { t } from '@lingui/core/macro';

/** Previous/Next paging whose page lives in the URL (`?page=2`). Ends are disabled, not hidden. */
export function Pager({ page, totalPages, label }: { page: number; totalPages: number; label: string }) {
  const location = useLocation();
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p <= 1) params.delete('page');
    else params.set('page', String(p));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const prevDisabled = page <= 1;
  const nextDisabled = page >= totalPages;
  const disabledClass = 'pointer-events-none opacity-40';
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-between gap-4">
      {prevDisabled ? (
        <span aria-disabled="true" className={cn(buttonClass('outline', 'md'), disabledClass)}>
          <Icon.ChevronLeft className="size-4" /> {t`Previous`}
        </span>
      ) : (
        <Link to={hrefFor(page - 1)} className={buttonClass('outline', 'md')} rel="prev">
          <Icon.ChevronLeft className="size-4" /> {t`Previous`}
        </Link>
      )}
      <p className="text-sm text-ink-600" aria-live="polite">
        {t`Page`} <span className="font-semibold text-ink-900">{page}</span> {t`of ${Math.max(totalPages, 1)}`}
      </p>
      {nextDisabled ? (
        <span aria-disabled="true" className={cn(buttonClass('outline', 'md'), disabledClass)}>
          {t`Next`} <Icon.ChevronRight className="size-4" />
        </span>
      ) : (
        <Link to={hrefFor(page + 1)} className={buttonClass('outline', 'md')} rel="next">
          {t`Next`} <Icon.ChevronRight className="size-4" />
        </Link>
      )}
    </nav>
  );
}

/** The page number in `?page=`, at least 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const n = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}
