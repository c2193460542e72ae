import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { cn } from '@/lib/cn';
import type { SearchResult } from '../api/search-catalog';
import type { SearchTab } from './search-panel';

// The results panel (and the search calls) load when the box is first focused, off the entry chunk.
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(loadPanel);

/** The trimmed text, once it has not changed for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
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
  const [tab, setTab] = useState<SearchTab>('all');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
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
          onFocus={() => {
            setOpen(true);
            void loadPanel();
          }}
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
          <Suspense fallback={<p className="px-4 py-6 text-center text-sm font-medium text-ink-700">Searching...</p>}>
            <SearchPanel text={text} query={query} tab={tab} onTab={setTab} onChoose={choose} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
