import { useEffect, useMemo, useState } from 'react';
import { SEARCH_MESSAGES } from '@atelier/contracts';
import { imageSources } from '@/lib/images';
import { cn } from '@/lib/cn';
import { useCatalogSearch, type SearchResult } from '../api/search-catalog';
import { optionId } from './option-id';
import { specText } from '../search-messages';
import { moneyText } from '@/lib/i18n/use-format';
import { t } from '@lingui/core/macro';

export type SearchTab = 'all' | 'store' | 'gallery';

/** One result as a listbox option: the box keeps focus and points at it with aria-activedescendant. */
function ResultRow({ id, result, active, onChoose }: { id: string; result: SearchResult; active: boolean; onChoose: (r: SearchResult) => void }) {
  const image = imageSources(result.image, 320);
  const [failed, setFailed] = useState(false);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={() => onChoose(result)}
      className={cn('cursor-pointer rounded-xl', active ? 'bg-sand-100 outline-2 -outline-offset-2 outline-clay-600' : 'hover:bg-sand-100')}
    >
      <span className="flex w-full items-center gap-3 px-2 py-2 text-left">
        <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-sand-100">
          {image && !failed ? <img src={image.src} alt="" width={56} height={56} loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink-900">{result.title}</span>
          <span className="block truncate text-xs text-ink-600">{result.artist ? `${result.artist} · ${result.description}` : result.description}</span>
          <span className="mt-0.5 flex items-center gap-2 text-xs">
            <span className={cn('rounded-full px-2 py-0.5 font-semibold', result.type === 'product' ? 'bg-clay-50 text-clay-800' : 'bg-sand-200 text-ink-800')}>{result.category}</span>
            <span className="font-bold text-ink-900">{moneyText(result.price)}</span>
          </span>
        </span>
      </span>
    </li>
  );
}

/**
 * The combined search's results panel (spec 01 §2 Combined search): tabs All / Store / Gallery with
 * counts once they are known (none while searching), 'Searching...', 'No results found for "{query}"' with 'Try different keywords', the list
 * (at most 20rem high, scrolling) and the hint. Its own chunk, loaded when the box is first used.
 * `text` is what is typed, `query` the trimmed text once it has rested 300 ms. The list is the
 * combobox's listbox `listboxId`; `active` is the option the box points at (-1 for none), and
 * `onShown` hears the options in order, so the box can move through them and open one with Enter.
 */
export default function SearchPanel({
  text,
  query,
  tab,
  onTab,
  onChoose,
  listboxId,
  active,
  onShown,
}: {
  text: string;
  query: string;
  tab: SearchTab;
  onTab: (tab: SearchTab) => void;
  onChoose: (r: SearchResult) => void;
  listboxId: string;
  active: number;
  onShown: (results: SearchResult[]) => void;
}) {
  const search = useCatalogSearch(query);
  const trimmed = text.trim();
  const data = search.data;
  const products = data?.products;
  const artworks = data?.artworks;
  const shown = useMemo(() => {
    const p = products ?? [];
    const a = artworks ?? [];
    return tab === 'store' ? p : tab === 'gallery' ? a : [...p, ...a];
  }, [products, artworks, tab]);
  const settled = query === trimmed && !search.isFetching;
  const listed = trimmed.length > 0 && (settled || data !== undefined) && shown.length > 0;
  useEffect(() => onShown(listed ? shown : []), [listed, shown, onShown]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);
  // A count is shown only once it is the count of what was typed: never "0" while still searching.
  const counts = settled && products && artworks;
  const tabs: Array<{ id: SearchTab; label: string; count: number | null }> = [
    { id: 'all', label: t`All`, count: counts ? products.length + artworks.length : null },
    { id: 'store', label: t`Store`, count: counts ? products.length : null },
    { id: 'gallery', label: t`Gallery`, count: counts ? artworks.length : null },
  ];
  let body;
  if (!settled && !data)
    body = (
      <p role="status" className="px-4 py-6 text-center text-sm font-medium text-ink-700">
        {specText(SEARCH_MESSAGES.searching)}
      </p>
    );
  else if (shown.length === 0 && settled)
    body = (
      <div className="px-4 py-6 text-center">
        <p className="text-sm font-semibold text-ink-900">{t`No results found for "${query}"`}</p>
        <p className="mt-1 text-xs text-ink-600">{specText(SEARCH_MESSAGES.tryDifferent)}</p>
      </div>
    );
  else
    body = (
      <>
        {!settled ? (
          <p role="status" className="px-4 pt-2 text-xs font-medium text-ink-600">
            {specText(SEARCH_MESSAGES.searching)}
          </p>
        ) : null}
        <ul id={listboxId} role="listbox" aria-label={t`Search results`} className="max-h-80 overflow-y-auto overscroll-contain p-2" data-testid="search-results">
          {shown.map((r, i) => (
            <ResultRow key={`${r.type}-${r.id}`} id={optionId(listboxId, i)} result={r} active={i === active} onChoose={onChoose} />
          ))}
        </ul>
      </>
    );

  return (
    <>
      {trimmed.length > 0 ? (
        <div role="tablist" aria-label={t`Search in`} className="flex gap-1 border-b border-sand-200 px-2 pt-1">
          {tabs.map((tab_) => (
            <button
              key={tab_.id}
              type="button"
              role="tab"
              aria-selected={tab === tab_.id}
              onClick={() => onTab(tab_.id)}
              className={cn('-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold', tab === tab_.id ? 'border-clay-600 text-ink-900' : 'border-transparent text-ink-600 hover:text-ink-900')}
            >
              {tab_.label}
              {tab_.count === null ? null : (
                <>
                  {' '}
                  <span className="ml-0.5 rounded-full bg-sand-100 px-1.5 text-xs text-ink-700">{tab_.count}</span>
                </>
              )}
            </button>
          ))}
        </div>
      ) : null}
      {body}
      <p className="border-t border-sand-200 bg-sand-50 px-4 py-2 text-center text-xs text-ink-600">{specText(SEARCH_MESSAGES.hint)}</p>
    </>
  );
}
