import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MESSAGES, SEARCH_MIN_LENGTH, formatRwf, noResultsFor } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { imageSources } from '@/lib/images';
import { cn } from '@/lib/cn';
import { useCatalogSearch, type SearchResult } from '../api/search-catalog';

type Tab = 'all' | 'store' | 'gallery';

/** The trimmed text, once it has not changed for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

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
 * Combined search (spec 01 §2 Combined search, §4 Search, §9): one box over store products and gallery
 * artworks. Typing waits 300 ms, then both searches run in parallel; the panel shows tabs All / Store
 * / Gallery with counts, 'Searching...', the empty state 'No results found for "{query}"' with 'Try
 * different keywords', and the hint 'Click on any result to view in Store or Gallery'. The list
 * scrolls within 20rem. An empty query, Escape, a click outside or choosing a result closes the
 * panel; a product leads to /store, an artwork to /artgallery. `onClose` also runs then (the mobile
 * overlay closes itself with it).
 */
export function CombinedSearch({ autoFocus = false, onClose, className }: { autoFocus?: boolean; onClose?: () => void; className?: string }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('all');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCatalogSearch(query);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const trimmed = text.trim();
  const panelOpen = open && trimmed.length > 0;

  useEffect(() => {
    if (!panelOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [panelOpen]);

  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const choose = (result: SearchResult) => {
    setOpen(false);
    setText('');
    onClose?.();
    void navigate(result.type === 'product' ? '/store' : '/artgallery');
  };

  const products = search.data?.products ?? [];
  const artworks = search.data?.artworks ?? [];
  const shown = tab === 'store' ? products : tab === 'gallery' ? artworks : [...products, ...artworks];
  const settled = query === trimmed && !search.isFetching;
  const tabs: Array<{ id: Tab; label: string; count: number }> = [
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
            <ResultRow key={`${r.type}-${r.id}`} result={r} onChoose={choose} />
          ))}
        </ul>
      </>
    );

  return (
    <div ref={root} className={cn('relative', className)}>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
        <label htmlFor={`${panelId}-input`} className="sr-only">
          Search the store and gallery
        </label>
        <Icon.Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-600" />
        <input
          ref={input}
          id={`${panelId}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder="Search shoes, art…"
          value={text}
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? panelId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            // A new query starts on All, so a result in the other tab is never hidden behind 'No results'.
            setTab('all');
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
          className="min-h-11 w-full rounded-full border border-sand-300 bg-white pr-4 pl-11 text-base text-ink-900 placeholder:text-ink-500 focus:border-clay-600 focus:outline-none md:text-sm"
        />
      </form>
      {panelOpen ? (
        <div
          id={panelId}
          role="region"
          aria-label="Search results panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              close();
              input.current?.focus();
            }
          }}
          className="absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-paper shadow-2xl md:left-auto md:w-[26rem]"
        >
          {trimmed.length >= SEARCH_MIN_LENGTH ? (
            <div role="tablist" aria-label="Search in" className="flex gap-1 border-b border-sand-200 px-2 pt-1">
              {tabs.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  role="tab"
                  aria-selected={tab === t.id}
                  onClick={() => setTab(t.id)}
                  className={cn('-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold', tab === t.id ? 'border-clay-600 text-ink-900' : 'border-transparent text-ink-600 hover:text-ink-900')}
                >
                  {t.label} <span className="ml-0.5 rounded-full bg-sand-100 px-1.5 text-xs text-ink-700">{t.count}</span>
                </button>
              ))}
            </div>
          ) : null}
          {body}
          <p className="border-t border-sand-200 bg-sand-50 px-4 py-2 text-center text-xs text-ink-600">{SEARCH_MESSAGES.hint}</p>
        </div>
      ) : null}
    </div>
  );
}
