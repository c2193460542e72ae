import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import countryNames from 'countries-list/minimal/countries.en.min.json';
import * as Icon from '@/components/icons';
import { FieldError } from '@/components/field';
import { cn } from '@/lib/cn';
import { t } from '@lingui/core/macro';
import { useLocale } from '@/lib/i18n/use-format';

/** Country entry (spec 02 §3): code, name, flag. */
export interface Country {
  code: string;
  name: string;
  flag: string;
}

/** Flag emoji from an ISO 3166-1 alpha-2 code (two regional-indicator letters). */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Every country and territory of countries-list, sorted by name, Rwanda first for this shop. */
export const COUNTRIES: Country[] = Object.entries(countryNames as Record<string, string>)
  .map(([code, name]) => ({ code, name, flag: flagOf(code) }))
  .sort((a, b) => (a.code === 'RW' ? -1 : b.code === 'RW' ? 1 : a.name.localeCompare(b.name)));

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Country names in the page's language, code → name, or null to show the list's English names.
 * French comes from Intl.DisplayNames. Chromium has no Kinyarwanda data (Intl silently answers in
 * en-US, whose names differ from the list's: "Congo - Kinshasa"), so Kinyarwanda, like English,
 * reads the list's English names, the spelling the form sends (docs/decisions/111).
 */
export function countryNamesIn(locale: string): Map<string, string> | null {
  if (locale === 'en' || typeof Intl.DisplayNames !== 'function' || Intl.DisplayNames.supportedLocalesOf([locale]).length === 0) return null;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const of = (code: string) => {
    try {
      return names.of(code);
    } catch {
      return undefined;
    }
  };
  return new Map(COUNTRIES.map((c) => [c.code, of(c.code) ?? c.name]));
}

/** Countries whose name (accents ignored), shown name (`label`, the page's language) or code contains the typed text. */
export function filterCountries(countries: Country[], query: string, label: (c: Country) => string = (c) => c.name): Country[] {
  const q = fold(query.trim());
  if (!q) return countries;
  return countries.filter((c) => fold(c.name).includes(q) || fold(label(c)).includes(q) || c.code.toLowerCase() === q);
}

export interface CountryPickerProps {
  /** The chosen country's name ('' when none). */
  value: string;
  onChange: (name: string) => void;
  error?: string;
  label?: string;
  disabled?: boolean;
  /** Marks the picker invalid without a message of its own (e.g. a form-level alert says why). */
  invalid?: boolean;
  /** Ids of further elements that describe the picker (e.g. that form-level alert). */
  describedBy?: string;
}

/**
 * Country picker with a search box (spec 02 §2 Checkout, §4): opens and closes, closes after a pick,
 * filters by typed text; keyboard: arrows move, Enter picks, Escape closes and returns focus.
 */
export function CountryPicker({ value, onChange, error, label = t`Country`, disabled = false, invalid = false, describedBy }: CountryPickerProps) {
  const locale = useLocale();
  // The list in the page's language (Rwanda first), its value always the English name.
  const [countries, nameOf] = useMemo(() => {
    const names = countryNamesIn(locale);
    if (!names) return [COUNTRIES, (c: Country) => c.name] as const;
    const shown = (c: Country) => names.get(c.code) ?? c.name;
    return [[...COUNTRIES].sort((a, b) => (a.code === 'RW' ? -1 : b.code === 'RW' ? 1 : shown(a).localeCompare(shown(b), locale))), shown] as const;
  }, [locale]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const listId = `${baseId}-list`;
  const errorId = `${baseId}-error`;
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const results = useMemo(() => filterCountries(countries, query, nameOf), [countries, query, nameOf]);
  const selected = COUNTRIES.find((c) => c.name === value);

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const close = (refocus = true) => {
    setOpen(false);
    setQuery('');
    if (refocus) trigger.current?.focus();
  };

  const pick = (country: Country) => {
    onChange(country.name);
    close();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(Math.max(results.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = results[active];
      if (country) pick(country);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <label htmlFor={buttonId} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <button
        ref={trigger}
        id={buttonId}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={[error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(
          'flex min-h-12 w-full items-center gap-3 rounded-xl border bg-white px-4 text-left text-base shadow-sm disabled:bg-sand-100',
          error || invalid ? 'border-clay-600 bg-clay-50/40' : 'border-sand-300',
        )}
      >
        {selected ? (
          <>
            <span aria-hidden="true" className="text-xl leading-none">
              {selected.flag}
            </span>
            <span className="flex-1 truncate">{nameOf(selected)}</span>
          </>
        ) : (
          <span className="flex-1 text-ink-500">{t`Select a country`}</span>
        )}
        <Icon.ChevronRight className={cn('size-4 shrink-0 text-ink-600 transition-transform', open ? '-rotate-90' : 'rotate-90')} />
      </button>
      <FieldError id={errorId} error={error} />

      {open ? (
        <div className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-xl motion-safe:animate-fade-in">
          <div className="border-b border-sand-200 p-2">
            <label htmlFor={`${baseId}-search`} className="sr-only">
              {t`Search countries`}
            </label>
            <div className="relative">
              <Icon.Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-600" />
              <input
                ref={search}
                id={`${baseId}-search`}
                type="text"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={results[active] ? `${baseId}-opt-${results[active].code}` : undefined}
                autoComplete="off"
                placeholder={t`Search countries`}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onSearchKey}
                className="min-h-11 w-full rounded-lg bg-sand-50 pr-3 pl-9 text-base focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-600"
              />
            </div>
          </div>
          <ul ref={list} id={listId} role="listbox" aria-label={t`Countries`} className="max-h-64 overflow-y-auto py-1">
            {results.length === 0 ? (
              <li role="presentation" className="px-4 py-3 text-sm text-ink-600">
                {t`No countries match “${query}”`}
              </li>
            ) : (
              results.map((country, i) => (
                <li
                  key={country.code}
                  id={`${baseId}-opt-${country.code}`}
                  data-index={i}
                  role="option"
                  aria-selected={country.name === value}
                  onPointerMove={() => setActive(i)}
                  onClick={() => pick(country)}
                  className={cn('flex min-h-11 cursor-pointer items-center gap-3 px-4 text-sm', i === active ? 'bg-sand-100' : undefined, country.name === value ? 'font-semibold' : undefined)}
                >
                  <span aria-hidden="true" className="text-lg leading-none">
                    {country.flag}
                  </span>
                  <span className="flex-1">{nameOf(country)}</span>
                  {country.name === value ? <Icon.Check className="size-4 text-clay-600" /> : null}
                </li>
              ))
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
