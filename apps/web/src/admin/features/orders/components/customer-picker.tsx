import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { AdminOrderCustomerMatch } from '@atelier/contracts';
import { Button } from '@/components/button';
import { FieldError, inputClass } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';
import { NoAccountBadge } from '@admin/components/desk-badges';
import { useCustomerSearch } from '../api/pick-lists';

/**
 * The customer an order is for, as the form shows it once chosen: an account (`user_id` on the wire)
 * or a customer record without one (`customer_id`, docs/decisions/133).
 */
export interface ChosenCustomer {
  id: string;
  kind: AdminOrderCustomerMatch['kind'];
  name: string;
  contact: string;
}

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** No matches (one array, so the picker sees the same "none" from one render to the next). */
const NONE: AdminOrderCustomerMatch[] = [];

/** A customer's phone and e-mail on one line, the known ones only. */
export const contactOf = (c: { phone: string | null; email: string | null }) => [c.phone, c.email].filter(Boolean).join(' · ');

/**
 * Choose an existing customer for a new order (docs/decisions/128, 133): search by name, e-mail or
 * phone (any spelling of the number) from two characters, among accounts and the customer records
 * entered before without one (tagged "No account"), and pick one with a tap, or with the keyboard:
 * the box is a WAI-ARIA combobox over the matches' listbox (ArrowDown and ArrowUp move the active
 * match, wrapping at the ends; Enter picks it and never sends the order; Escape leaves the matches,
 * then clears the box). Once chosen the customer shows with "Change". `onNew` switches the form to a
 * new customer, prefilled with what was typed.
 */
export function CustomerPicker({
  value,
  onChange,
  onNew,
  error,
}: {
  value: ChosenCustomer | null;
  onChange: (customer: ChosenCustomer | null) => void;
  onNew: (typed: string) => void;
  error?: string;
}) {
  const id = useId();
  const listId = `${id}-matches`;
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const search = useCustomerSearch(q);
  const searching = q.length >= 2;
  const results = searching ? (search.data ?? NONE) : NONE;
  // The match the arrows have reached (-1: none); back to none whenever the matches change.
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(results);
  if (shown !== results) {
    setShown(results);
    setActive(-1);
  }
  const optionId = (index: number) => `${listId}-${index}`;

  if (value)
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-sand-50 px-4 py-3 ring-1 ring-sand-200" data-testid="chosen-customer">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink-900">
            {value.name}
            {value.kind === 'record' ? <NoAccountBadge /> : null}
          </p>
          <p className="truncate text-sm text-ink-600">{value.contact}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => onChange(null)} aria-label={t`Change the customer (${value.name})`}>
          {t`Change`}
        </Button>
      </div>
    );

  const pick = (c: AdminOrderCustomerMatch) => onChange({ id: c.id, kind: c.kind, name: c.name, contact: contactOf(c) });
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = results.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter') {
      // Enter picks the active match; it never sends the order form.
      e.preventDefault();
      const chosen = results[active];
      if (chosen) pick(chosen);
    } else if (e.key === 'Escape') {
      if (active >= 0) setActive(-1);
      else if (text) setText('');
      else return;
      e.preventDefault();
    }
  };

  return (
    <div>
      <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {t`Find a customer`}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={results.length ? listId : undefined}
        aria-activedescendant={active >= 0 && active < results.length ? optionId(active) : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t`Name, e-mail or phone`}
        className={inputClass}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
        {t`Accounts and customers entered before without one.`}
      </p>
      <FieldError id={`${id}-error`} error={error} />
      {searching ? (
        <div className="mt-2">
          <p role="status" className={cn('text-sm text-ink-600', results.length > 0 && !search.isPending && 'sr-only')}>
            {search.isPending ? (
              <span className="flex items-center gap-2">
                <Spinner className="size-4" /> {t`Searching...`}
              </span>
            ) : results.length ? (
              plural(results.length, { one: '# customer found', other: '# customers found' })
            ) : (
              t`No customer matches.`
            )}
          </p>
          {results.length ? (
            <ul id={listId} role="listbox" aria-label={t`Matching customers`} className={cn('grid gap-2', search.isFetching && 'opacity-60')}>
              {results.map((c, i) => (
                <li
                  key={`${c.kind}-${c.id}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  // The box keeps the focus (and the phone its keyboard) while a match is tapped.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(c)}
                  className={cn('block min-h-11 cursor-pointer rounded-xl bg-white px-4 py-2 ring-1 ring-sand-200 hover:bg-sand-50', i === active && 'bg-sand-50 ring-2 ring-clay-600')}
                >
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink-900">
                    <span className="min-w-0 break-words">{c.name}</span>
                    {c.kind === 'record' ? <NoAccountBadge /> : null}
                  </span>
                  <span className="block truncate text-sm text-ink-600">{contactOf(c)}</span>
                  {c.orders > 0 ? <span className="block text-xs text-ink-600">{plural(c.orders, { one: '# order', other: '# orders' })}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={() => onNew(text.trim())}>
            {t`Enter a new customer instead`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
