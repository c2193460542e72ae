import { useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_MESSAGES, CHECKOUT_REQUIRED_FIELDS, CheckoutFormData } from '@atelier/contracts';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { CountryPicker } from '@/components/country-picker';
import { FormAlert } from '@/components/form-alert';
import { t } from '@lingui/core/macro';
import { specText } from '@/lib/i18n/checkout-messages';

/** The validated form (spec 02 §3 Checkout form data). */
export type CheckoutFormValues = z.output<typeof CheckoutFormData>;
type Draft = { [K in keyof Required<CheckoutFormValues>]: K extends 'sameAddress' ? boolean : string };
type TextKey = Exclude<keyof Draft, 'sameAddress'>;
type RequiredKey = keyof typeof CHECKOUT_REQUIRED_FIELDS;

const EMPTY: Draft = { firstName: '', lastName: '', email: '', phone: '', address: '', address2: '', country: '', state: '', postalCode: '', city: '', sameAddress: false };
const ORDER: TextKey[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'address2', 'country', 'state', 'postalCode', 'city'];
const REQUIRED = Object.keys(CHECKOUT_REQUIRED_FIELDS) as RequiredKey[];

/** A saved account address in the form's terms; null when the account has none. */
export type SavedAddress = Pick<Draft, 'address' | 'country' | 'state' | 'postalCode' | 'city'> & Partial<Pick<Draft, 'firstName' | 'lastName' | 'email' | 'phone' | 'address2'>>;

export interface CheckoutFormProps {
  initial?: Partial<CheckoutFormValues>;
  onSubmit: (values: CheckoutFormValues) => void;
  /** Loads the saved account address for the same-address checkbox (composed by the route). */
  loadSavedAddress?: () => Promise<SavedAddress | null>;
}

/** The missing-fields text is the form's summary, not one field's error (CheckoutFormData puts it on the first blank field). */
// The schema's input type has every field optional; the form always holds all of them.
const resolver = zodResolver(CheckoutFormData) as unknown as Resolver<Draft, unknown, CheckoutFormValues>;

const isSummary = (message: string | undefined) => !!message && message.startsWith(CHECKOUT_MESSAGES.requiredFieldsPrefix);

/**
 * Payment-information form (spec 02 §2 Checkout, §5): names, e-mail, phone, street address, optional
 * second line, country picker with search, state/province, postal code, city, the same-address
 * checkbox (fills the saved account address and disables the fields; the two spec 02 §8 alerts
 * shown inline) and 'Proceed to pay'. react-hook-form with CheckoutFormData from contracts as its
 * resolver: blanks give 'Please fill in all required fields: …' above the form and mark every blank
 * field, no country 'Please select a country', a bad e-mail or phone their own message.
 */
export function CheckoutForm({ initial, onSubmit, loadSavedAddress }: CheckoutFormProps) {
  const defaultValues: Draft = { ...EMPTY, ...Object.fromEntries(Object.entries(initial ?? {}).map(([k, v]) => [k, v ?? (k === 'sameAddress' ? false : '')])) };
  const { register, control, handleSubmit, getValues, setValue, setError, clearErrors, formState } = useForm<Draft, unknown, CheckoutFormValues>({
    resolver,
    defaultValues,
    // Messages stay until the next 'Proceed to pay' (a field's own clears as it is edited), as the spec's alerts did.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const [summary, setSummary] = useState<string | null>(null);
  const [missing, setMissing] = useState<Set<RequiredKey>>(new Set());
  const summaryId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Same-address checkbox (spec 02 §4, §8): the saved address is loaded once per tick and fills the
  // fields, which are then disabled; unticking re-enables them and allows a later reload.
  const [filled, setFilled] = useState<Set<TextKey>>(new Set());
  const [loadingAddress, setLoadingAddress] = useState(false);
  const [addressNote, setAddressNote] = useState<string | null>(null);
  const loadTicket = useRef(0);

  const toggleSameAddress = async (checked: boolean) => {
    setAddressNote(null);
    setValue('sameAddress', checked);
    const ticket = ++loadTicket.current;
    if (!checked || !loadSavedAddress) {
      setFilled(new Set());
      setLoadingAddress(false);
      return;
    }
    setLoadingAddress(true);
    try {
      const saved = await loadSavedAddress();
      if (ticket !== loadTicket.current) return;
      if (!saved) {
        setAddressNote(CHECKOUT_MESSAGES.noSavedAddress);
        setValue('sameAddress', false);
        return;
      }
      const entries = (Object.entries(saved) as Array<[TextKey, string | undefined]>).filter(([, v]) => typeof v === 'string' && v.trim() !== '') as Array<[TextKey, string]>;
      for (const [key, value] of entries) setValue(key, value);
      setFilled(new Set(entries.map(([k]) => k)));
      clearErrors();
      setMissing(new Set());
      setSummary(null);
    } catch {
      if (ticket !== loadTicket.current) return;
      setAddressNote(CHECKOUT_MESSAGES.savedAddressFailed);
      setValue('sameAddress', false);
    } finally {
      if (ticket === loadTicket.current) setLoadingAddress(false);
    }
  };

  /** Editing a field clears its own message and its blank mark. */
  const edited = (key: TextKey, value: string) => {
    if (errors[key]) clearErrors(key);
    if (missing.has(key as RequiredKey) && value.trim()) setMissing((m) => new Set([...m].filter((k) => k !== key)));
  };

  const onValid = (values: CheckoutFormValues) => {
    setSummary(null);
    setMissing(new Set());
    onSubmit(values);
  };

  const onInvalid = (invalid: FieldErrors<Draft>) => {
    const values = getValues();
    const blank = REQUIRED.filter((k) => !values[k].trim());
    setSummary(
      Object.values(invalid)
        .map((e) => e?.message)
        .find(isSummary) ?? null,
    );
    setMissing(new Set(blank));
    if (blank.includes('country')) setError('country', { message: specText(CHECKOUT_MESSAGES.selectCountry) });
    const first = ORDER.find((k) => (invalid[k]?.message && !isSummary(invalid[k]?.message)) || blank.includes(k as RequiredKey));
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] button`)?.focus();
  };

  const fieldError = (key: TextKey) => {
    const message = errors[key]?.message;
    return message && !isSummary(message) ? specText(message) : undefined;
  };

  const field = (key: TextKey, label: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <div data-field={key} className={props.className}>
      <TextField
        label={label}
        {...register(key, { onChange: (e: { target: { value: string } }) => edited(key, e.target.value) })}
        error={fieldError(key)}
        invalid={missing.has(key as RequiredKey)}
        describedBy={missing.has(key as RequiredKey) && summary ? summaryId : undefined}
        aria-required={key !== 'address2' ? true : undefined}
        disabled={filled.has(key)}
        {...props}
        className={undefined}
      />
    </div>
  );

  return (
    <form ref={form} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} aria-labelledby={`${summaryId}-title`} className="rounded-3xl border border-sand-200 bg-white p-4 sm:p-8">
      <h2 id={`${summaryId}-title`} className="text-2xl">
        {t`Payment information`}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t`Where should we deliver? We confirm payment with you on WhatsApp.`}</p>
      {summary ? <FormAlert id={summaryId} className="mt-4" message={specText(summary)} /> : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {field('firstName', t`First name`, { autoComplete: 'given-name' })}
        {field('lastName', t`Last name`, { autoComplete: 'family-name' })}
        {field('email', t`Email`, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {field('phone', t`Phone`, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+250 788 123 456' })}
        {field('address', t`Street address`, { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
        {field('address2', t`Address line 2`, { autoComplete: 'address-line2', optional: true, className: 'sm:col-span-2' })}
        <div data-field="country">
          <Controller
            control={control}
            name="country"
            render={({ field: country }) => (
              <CountryPicker
                value={country.value}
                onChange={(name) => {
                  country.onChange(name);
                  edited('country', name);
                }}
                error={fieldError('country')}
                disabled={filled.has('country')}
              />
            )}
          />
        </div>
        {field('state', t`State/Province`, { autoComplete: 'address-level1' })}
        {field('postalCode', t`Postal code`, { autoComplete: 'postal-code' })}
        {field('city', t`City`, { autoComplete: 'address-level2' })}
      </div>
      <label className="mt-5 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink-800">
        <Controller
          control={control}
          name="sameAddress"
          render={({ field: same }) => (
            <input type="checkbox" checked={same.value} onChange={(e) => void toggleSameAddress(e.target.checked)} aria-busy={loadingAddress || undefined} className="size-5 rounded accent-clay-600" />
          )}
        />
        {t`Shipping address is same as billing address`}
      </label>
      {loadingAddress ? (
        <p role="status" className="text-sm text-ink-600">
          {t`Loading your saved address...`}
        </p>
      ) : null}
      {addressNote ? <FormAlert className="mt-1" message={specText(addressNote)} /> : null}
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
        {t`Proceed to pay`}
      </Button>
    </form>
  );
}
