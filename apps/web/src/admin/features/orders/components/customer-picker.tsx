import { t } from '@lingui/core/macro';
import { useEffect, useId, useState } from 'react';
import type { AdminCustomerRow } from '@atelier/contracts';
import { Button } from '@/components/button';
import { FieldError, inputClass } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';
import { useCustomerSearch } from '../api/pick-lists';

/** The customer an order is for, as the form shows it once chosen. */
export interface ChosenCustomer {
  id: string;
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

/**
 * Choose an existing customer for a new order (docs/decisions/128): search by name, e-mail or phone as
 * the customers page does (any spelling of a number), from two characters, and tap one. Once chosen
 * the customer shows with "Change". `onNew` switches the form to a new customer, prefilled with what
 * was typed.
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
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const search = useCustomerSearch(q);
  const results = q.length >= 2 ? (search.data ?? []) : [];

  if (value)
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-sand-50 px-4 py-3 ring-1 ring-sand-200" data-testid="chosen-customer">
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{value.name}</p>
          <p className="truncate text-sm text-ink-600">{value.contact}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => onChange(null)} aria-label={t`Change the customer (${value.name})`}>
          {t`Change`}
        </Button>
      </div>
    );

  const pick = (c: AdminCustomerRow) => onChange({ id: c.id, name: c.name, contact: [c.phone, c.email].filter(Boolean).join(' · ') });
  return (
    <div>
      <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {t`Find a customer`}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter searches (it already does as one types); it must not send the order form.
          if (e.key === 'Enter') e.preventDefault();
        }}
        placeholder={t`Name, e-mail or phone`}
        className={inputClass}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
      {q.length >= 2 ? (
        <div className="mt-2" aria-live="polite">
          {search.isPending ? (
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <Spinner className="size-4" /> {t`Searching...`}
            </p>
          ) : results.length ? (
            <ul aria-label={t`Matching customers`} className={cn('grid gap-2', search.isFetching && 'opacity-60')}>
              {results.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => pick(c)}
                    className="block min-h-11 w-full rounded-xl bg-white px-4 py-2 text-left ring-1 ring-sand-200 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-clay-600"
                  >
                    <span className="block font-semibold text-ink-900">{c.name}</span>
                    <span className="block truncate text-sm text-ink-600">{[c.phone, c.email].filter(Boolean).join(' · ')}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-600">{t`No customer matches.`}</p>
          )}
          <Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={() => onNew(text.trim())}>
            {t`Enter a new customer instead`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
