import { t } from '@lingui/core/macro';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import type { z } from 'zod';
import { AdminCouponCreateBody, type AdminCoupon } from '@atelier/contracts';
import { SubmitButton } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { FormAlert } from '@/components/form-alert';

type Values = z.input<typeof AdminCouponCreateBody>;
export type CouponValues = z.output<typeof AdminCouponCreateBody>;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the device's time zone ('' for none). */
function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` value (the device's time) as an ISO time with its zone; null when empty. */
function localToIso(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  const d = new Date(String(value));
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

function defaults(coupon?: AdminCoupon): Values {
  const n = (v: number | null) => (v === null ? null : (String(v) as unknown as number));
  if (!coupon)
    return { code: '', type: 'percentage', value: '' as unknown as number, minAmount: null, maxDiscount: null, usageLimit: null, perCustomerLimit: null, startsAt: null, endsAt: null, active: true };
  return {
    code: coupon.code,
    type: coupon.type,
    value: n(coupon.value) as number,
    minAmount: n(coupon.minAmount),
    maxDiscount: n(coupon.maxDiscount),
    usageLimit: n(coupon.usageLimit),
    perCustomerLimit: n(coupon.perCustomerLimit),
    startsAt: isoToLocal(coupon.startsAt) || null,
    endsAt: isoToLocal(coupon.endsAt) || null,
    active: coupon.active,
  };
}

/**
 * A coupon's fields (docs/decisions/101), checked with the contracts' AdminCouponCreateBody: code
 * (upper-cased), percentage or fixed RWF value, minimum order and maximum discount (RWF), total and
 * per-customer limits, start and end (the device's time, sent as ISO), active. Empty optional fields
 * mean "no limit". `onSave` returns the server's refusal text, or null when saved.
 */
export function CouponForm({ coupon, onSave, submitLabel }: { coupon?: AdminCoupon; onSave: (values: CouponValues) => Promise<string | null>; submitLabel: string }) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, CouponValues>({
    resolver: translatedResolver((values, context, options) =>
      zodResolver(AdminCouponCreateBody)({ ...values, startsAt: localToIso(values.startsAt) as string | null, endsAt: localToIso(values.endsAt) as string | null }, context, options),
    ),
    defaultValues: defaults(coupon),
  });
  const type = useWatch({ control, name: 'type' });
  const onSubmit = handleSubmit(async (values) => {
    const refusal = await onSave(values);
    if (refusal) setError('root', { message: refusal });
  });
  const optionalNumber = { setValueAs: blankToNull };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5" aria-label={coupon ? t`Edit coupon ${coupon.code}` : t`New coupon`}>
      <FormAlert message={errors.root?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          hint={t`Letters, digits, - and _; customers type it at checkout`}
          error={errors.code?.message}
          {...register('code')}
        />
        <label className="flex min-h-12 items-center gap-3 self-end text-base text-ink-900">
          <input type="checkbox" className="size-5 accent-clay-600" {...register('active')} />
          {t`Active (customers can use it)`}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t`Type`} error={errors.type?.message} {...register('type')}>
          <option value="percentage">{t`Percentage off`}</option>
          <option value="fixed">{t`Fixed amount off (RWF)`}</option>
        </SelectField>
        <TextField label={type === 'fixed' ? t`Value (RWF)` : t`Value (%)`} inputMode="decimal" autoComplete="off" error={errors.value?.message} {...register('value')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Minimum order (RWF)`} optional inputMode="numeric" autoComplete="off" error={errors.minAmount?.message} {...register('minAmount', optionalNumber)} />
        <TextField label={t`Maximum discount (RWF)`} optional inputMode="numeric" autoComplete="off" error={errors.maxDiscount?.message} {...register('maxDiscount', optionalNumber)} />
        <TextField label={t`Uses in total`} optional inputMode="numeric" autoComplete="off" hint={t`Empty: no limit`} error={errors.usageLimit?.message} {...register('usageLimit', optionalNumber)} />
        <TextField
          label={t`Uses per customer`}
          optional
          inputMode="numeric"
          autoComplete="off"
          hint={t`Empty: no limit`}
          error={errors.perCustomerLimit?.message}
          {...register('perCustomerLimit', optionalNumber)}
        />
        <TextField label={t`Starts`} type="datetime-local" optional error={errors.startsAt?.message} {...register('startsAt', optionalNumber)} />
        <TextField label={t`Ends`} type="datetime-local" optional error={errors.endsAt?.message} {...register('endsAt', optionalNumber)} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <SubmitButton
          variant="dark"
          size="lg"
          pending={isSubmitting}
          pendingLabel={
            <>
              <Spinner className="size-4" /> {t`Saving...`}
            </>
          }
          disabled={Boolean(coupon) && !isDirty}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
