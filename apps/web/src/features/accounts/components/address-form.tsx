import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ADDRESS_MESSAGES, CreateAddressBody } from '@atelier/contracts';
import { FormActions } from '@/components/button';
import { CountryPicker } from '@/components/country-picker';
import { TextField } from '@/components/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { CREATE_ADDRESS_FAILED, useCreateAddress } from '../api/create-address';
import { FormMessage } from './form-message';
import { t } from '@lingui/core/macro';
import { accountText } from '../account-messages';

type AddressKey = keyof z.input<typeof CreateAddressBody>;
export type AddressDraft = Record<AddressKey, string>;

/** Fields in the order they appear (first invalid one gets focus). */
const ORDER: AddressKey[] = ['first_name', 'last_name', 'email', 'phone', 'street_address', 'street_address2', 'country', 'province', 'zip_code', 'city'];
export const EMPTY_ADDRESS: AddressDraft = Object.fromEntries(ORDER.map((k) => [k, ''])) as AddressDraft;

export type AddressCheck = { ok: true; body: z.output<typeof CreateAddressBody> } | { ok: false; summary: string | null; missing: AddressKey[]; fieldErrors: Partial<Record<AddressKey, string>> };

/**
 * Checks an address with CreateAddressBody (spec 02 §5): any blank required field (all but
 * street_address2) → 'Please fill all required fields' for the form, with the blanks listed; other
 * problems (a malformed e-mail, too long) are field errors.
 */
export function checkAddress(draft: AddressDraft): AddressCheck {
  const parsed = CreateAddressBody.safeParse(draft);
  if (parsed.success) return { ok: true, body: parsed.data };
  const missing: AddressKey[] = [];
  const fieldErrors: Partial<Record<AddressKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as AddressKey | undefined;
    if (!key) continue;
    if (issue.message === ADDRESS_MESSAGES.required) {
      if (!missing.includes(key)) missing.push(key);
    } else if (!fieldErrors[key]) fieldErrors[key] = issue.message;
  }
  return { ok: false, summary: missing.length > 0 ? ADDRESS_MESSAGES.required : null, missing, fieldErrors };
}

/**
 * The add-address form of the profile (spec 01 §3 Address, spec 02 §5): names, e-mail, phone, street
 * address, optional second line, country (picker with search), state/province, postal code, city.
 * POST /api/addresses; failure → the server's text, else 'Failed to add address'.
 */
export function AddressForm({ onDone, defaults }: { onDone: () => void; defaults?: Partial<AddressDraft> }) {
  const create = useCreateAddress();
  const [draft, setDraft] = useState<AddressDraft>({ ...EMPTY_ADDRESS, ...defaults });
  const [summary, setSummary] = useState<string | null>(null);
  const [missing, setMissing] = useState<AddressKey[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AddressKey, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const summaryId = useId();

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[data-field="first_name"] input')?.focus();
  }, []);

  const set = (key: AddressKey) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (fieldErrors[key]) setFieldErrors((e) => ({ ...e, [key]: undefined }));
    if (missing.includes(key) && value.trim()) setMissing((m) => m.filter((k) => k !== key));
  };

  const focusFirst = (keys: AddressKey[]) => {
    const first = ORDER.find((k) => keys.includes(k));
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] button`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkAddress(draft);
    if (!check.ok) {
      setSummary(check.summary);
      setMissing(check.missing);
      setFieldErrors(check.fieldErrors);
      focusFirst([...check.missing, ...(Object.keys(check.fieldErrors) as AddressKey[])]);
      return;
    }
    setSummary(null);
    setMissing([]);
    setFieldErrors({});
    create.mutate(check.body, {
      onSuccess: (reply) => {
        toast.success(reply.message || t`Address saved`);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) setFieldErrors(Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key, accountText(text)])) as Partial<Record<AddressKey, string>>);
        setSummary(accountText(errorMessage(error, CREATE_ADDRESS_FAILED)));
      },
    });
  };

  const field = (key: AddressKey, label: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <div data-field={key} className={props.className}>
      <TextField
        label={label}
        name={key}
        value={draft[key]}
        onChange={(e) => set(key)(e.target.value)}
        error={accountText(fieldErrors[key])}
        invalid={missing.includes(key)}
        describedBy={missing.includes(key) && summary ? summaryId : undefined}
        aria-required={key !== 'street_address2' ? true : undefined}
        optional={key === 'street_address2'}
        {...props}
        className={undefined}
      />
    </div>
  );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label={t`Add address`}>
      {field('first_name', t`First name`, { autoComplete: 'given-name' })}
      {field('last_name', t`Last name`, { autoComplete: 'family-name' })}
      {field('email', t`Email`, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('phone', t`Phone`, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {field('street_address', t`Street address`, { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
      {field('street_address2', t`Address line 2`, { autoComplete: 'address-line2', className: 'sm:col-span-2' })}
      <div data-field="country">
        <CountryPicker
          value={draft.country}
          onChange={set('country')}
          error={accountText(fieldErrors.country)}
          invalid={missing.includes('country')}
          describedBy={missing.includes('country') && summary ? summaryId : undefined}
        />
      </div>
      {field('province', t`State/Province`, { autoComplete: 'address-level1' })}
      {field('zip_code', t`Postal code`, { autoComplete: 'postal-code' })}
      {field('city', t`City`, { autoComplete: 'address-level2' })}
      <div className="sm:col-span-2">
        <FormMessage id={summaryId} message={summary ? { kind: 'error', text: accountText(summary) } : null} />
      </div>
      <FormActions submitLabel={t`Save address`} pending={create.isPending} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}
