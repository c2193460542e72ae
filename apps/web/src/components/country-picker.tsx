import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
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
 * The trigger and the panel are ours; the search box and the list are Headless UI's Combobox
 * (the combobox/listbox ARIA pattern, the active option, arrows, Home/End, Enter;
 * docs/decisions/126-country-picker.md), mounted only while the panel is open.
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
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const listId = `${baseId}-list`;
  const errorId = `${baseId}-error`;
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // Set while Tab leaves the search box: Headless UI would pick the active option on Tab; this
  // picker only closes (as before the library).
  const leaving = useRef(false);

  const results = useMemo(() => filterCountries(countries, query, nameOf), [countries, query, nameOf]);
  const selected = COUNTRIES.find((c) => c.name === value) ?? null;

  useEffect(() => {
    if (!open) return;
    // Focusing opens the combobox (`immediate`), so the first country is active as before.
    search.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    setQuery('');
    if (refocus) trigger.current?.focus();
  };

  const pick = (country: Country | null) => {
    if (!country || leaving.current) return;
    onChange(country.name);
    close();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      leaving.current = true;
      queueMicrotask(() => (leaving.current = false));
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
        <Combobox value={selected} by="code" onChange={pick} immediate virtual={{ options: results }}>
          <div className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-xl motion-safe:animate-fade-in">
            <div className="border-b border-sand-200 p-2">
              <label htmlFor={`${baseId}-search`} className="sr-only">
                {t`Search countries`}
              </label>
              <div className="relative">
                <Icon.Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-600" />
                <ComboboxInput
                  ref={search}
                  id={`${baseId}-search`}
                  autoComplete="off"
                  placeholder={t`Search countries`}
                  value={query}
                  displayValue={() => query}
                  onChange={(e) => setQuery(e.target.value)}
                  onKeyDown={onSearchKey}
                  className="min-h-11 w-full rounded-lg bg-sand-50 pr-3 pl-9 text-base focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-600"
                />
              </div>
            </div>
            {/* Virtual (only the rows in view are drawn): Headless UI's option registry is slow with ~250 rows. */}
            <ComboboxOptions id={listId} static modal={false} aria-label={t`Countries`} className={cn('max-h-64 overflow-y-auto', results.length ? 'py-1' : undefined)}>
              {({ option: country }: { option: Country }) => (
                <ComboboxOption
                  value={country}
                  className={({ focus, selected: chosen }) =>
                    cn('flex min-h-11 w-full cursor-pointer items-center gap-3 px-4 text-sm', focus ? 'bg-sand-100' : undefined, chosen ? 'font-semibold' : undefined)
                  }
                >
                  {({ selected: chosen }) => (
                    <>
                      <span aria-hidden="true" className="text-lg leading-none">
                        {country.flag}
                      </span>
                      <span className="flex-1">{nameOf(country)}</span>
                      {chosen ? <Icon.Check className="size-4 text-clay-600" /> : null}
                    </>
                  )}
                </ComboboxOption>
              )}
            </ComboboxOptions>
            {results.length === 0 ? <p className="px-4 py-3 text-sm text-ink-600">{t`No countries match “${query}”`}</p> : null}
          </div>
        </Combobox>
      ) : null}
    </div>
  );
}
