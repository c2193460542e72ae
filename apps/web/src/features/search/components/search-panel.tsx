import { useState } from 'react';
import { SEARCH_MESSAGES, SEARCH_MIN_LENGTH, formatRwf, noResultsFor } from '@atelier/contracts';
import { imageSources } from '@/lib/images';
import { cn } from '@/lib/cn';
import { useCatalogSearch, type SearchResult } from '../api/search-catalog';

export type SearchTab = 'all' | 'store' | 'gallery';

function ResultRow({ result, onChoose }: { result: SearchResult; onChoose: (r: SearchResult) => void }) {
  const image = imageSources(result.image, 320);
  const [failed, setFailed] = useState(false);
  return (
    <li>
      <button type="button" onClick={() => onChoose(result)} className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-sand-100 focus-visible:bg-sand-100">
        <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-sand-100">
          {image && !failed ? <img src={image.src} alt="" width={56} height={56} loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink-900">{result.title}</span>
          <span className="block truncate text-xs text-ink-600">{result.artist ? `${result.artist} · ${result.description}` : result.description}</span>
          <span className="mt-0.5 flex items-center gap-2 text-xs">
            <span className={cn('rounded-full px-2 py-0.5 font-semibold', result.type === 'product' ? 'bg-clay-50 text-clay-800' : 'bg-sand-200 text-ink-800')}>{result.category}</span>
            <span className="font-bold text-ink-900">{formatRwf(result.price)}</span>
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * The combined search's results panel (spec 01 §2 Combined search): tabs All / Store / Gallery with
 * counts, 'Searching...', 'No results found for "{query}"' with 'Try different keywords', the list
 * (at most 20rem high, scrolling) and the hint. Its own chunk, loaded when the box is first used.
 * `text` is what is typed, `query` the trimmed text once it has rested 300 ms.
 */
export default function SearchPanel({ text, query, tab, onTab, onChoose }: { text: string; query: string; tab: SearchTab; onTab: (tab: SearchTab) => void; onChoose: (r: SearchResult) => void }) {
  const search = useCatalogSearch(query);
  const trimmed = text.trim();
  const products = search.data?.products ?? [];
  const artworks = search.data?.artworks ?? [];
  const shown = tab === 'store' ? products : tab === 'gallery' ? artworks : [...products, ...artworks];
  const settled = query === trimmed && !search.isFetching;
  const tabs: Array<{ id: SearchTab; label: string; count: number }> = [
    { id: 'all', label: 'All', count: products.length + artworks.length },
    { id: 'store', label: 'Store', count: products.length },
    { id: 'gallery', label: 'Gallery', count: artworks.length },
  ];
  let body;
  if (trimmed.length < SEARCH_MIN_LENGTH) body = <p className="px-4 py-6 text-center text-sm text-ink-600">{SEARCH_MESSAGES.tooShort}</p>;
  else if (!settled && !search.data) body = <p role="status" className="px-4 py-6 text-center text-sm font-medium text-ink-700">{SEARCH_MESSAGES.searching}</p>;
  else if (shown.length === 0 && settled)
    body = (
      <div className="px-4 py-6 text-center">
        <p className="text-sm font-semibold text-ink-900">{noResultsFor(query)}</p>
        <p className="mt-1 text-xs text-ink-600">{SEARCH_MESSAGES.tryDifferent}</p>
      </div>
    );
  else
    body = (
      <>
        {!settled ? (
          <p role="status" className="px-4 pt-2 text-xs font-medium text-ink-600">
            {SEARCH_MESSAGES.searching}
          </p>
        ) : null}
        <ul aria-label="Search results" className="max-h-80 overflow-y-auto overscroll-contain p-2" data-testid="search-results">
          {shown.map((r) => (
            <ResultRow key={`${r.type}-${r.id}`} result={r} onChoose={onChoose} />
          ))}
        </ul>
      </>
    );

  return (
    <>
      {trimmed.length >= SEARCH_MIN_LENGTH ? (
        <div role="tablist" aria-label="Search in" className="flex gap-1 border-b border-sand-200 px-2 pt-1">
          {tabs.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              onClick={() => onTab(t.id)}
              className={cn('-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold', tab === t.id ? 'border-clay-600 text-ink-900' : 'border-transparent text-ink-600 hover:text-ink-900')}
            >
              {t.label} <span className="ml-0.5 rounded-full bg-sand-100 px-1.5 text-xs text-ink-700">{t.count}</span>
            </button>
          ))}
        </div>
      ) : null}
      {body}
      <p className="border-t border-sand-200 bg-sand-50 px-4 py-2 text-center text-xs text-ink-600">{SEARCH_MESSAGES.hint}</p>
    </>
  );
}
