import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { cn } from '@/lib/cn';
import type { SearchResult } from '../api/search-catalog';
import type { SearchTab } from './search-panel';
import { optionId } from './option-id';
import { t } from '@lingui/core/macro';

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
 * overlay closes itself with it). The box is a WAI-ARIA combobox over the results' listbox: ArrowDown
 * and ArrowUp move the active result (aria-activedescendant, focus stays in the box, wrapping at the
 * ends), Enter opens it, Escape closes the panel.
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
  const listboxId = `${panelId}-results`;
  const trimmed = text.trim();
  const panelOpen = open && trimmed.length > 0;
  // The results in the order the panel lists them, and the one the arrows have reached (-1: none).
  const [shown, setShown] = useState<SearchResult[]>([]);
  const [active, setActive] = useState(-1);
  const onShown = useCallback((results: SearchResult[]) => {
    setShown(results);
    setActive(-1);
  }, []);
  const activeId = panelOpen && active >= 0 && active < shown.length ? optionId(listboxId, active) : undefined;

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
    setActive(-1);
    onClose?.();
  };
  const choose = (result: SearchResult) => {
    setOpen(false);
    setActive(-1);
    setText('');
    onClose?.();
    void navigate(result.type === 'product' ? '/store' : '/artgallery');
  };

  return (
    <div ref={root} className={cn('relative', className)}>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
        <label htmlFor={`${panelId}-input`} className="sr-only">
          {t`Search the store and gallery`}
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
          placeholder={t`Search shoes, art…`}
          value={text}
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? (shown.length > 0 ? listboxId : panelId) : undefined}
          aria-activedescendant={activeId}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
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
            } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              if (!panelOpen) {
                setOpen(true);
                return;
              }
              const n = shown.length;
              if (n === 0) return;
              setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
            } else if (e.key === 'Enter' && activeId) {
              e.preventDefault();
              choose(shown[active]!);
            }
          }}
          className="min-h-11 w-full rounded-full border border-sand-300 bg-white pr-4 pl-11 text-base text-ink-900 placeholder:text-ink-500 focus:border-clay-600 focus:outline-none md:text-sm"
        />
      </form>
      {panelOpen ? (
        <div
          id={panelId}
          role="region"
          aria-label={t`Search results panel`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              close();
              input.current?.focus();
            }
          }}
          className="absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-paper shadow-2xl md:left-auto md:w-[26rem]"
        >
          <Suspense fallback={<p className="px-4 py-6 text-center text-sm font-medium text-ink-700">{t`Searching...`}</p>}>
            <SearchPanel text={text} query={query} tab={tab} onTab={setTab} onChoose={choose} listboxId={listboxId} active={active} onShown={onShown} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
