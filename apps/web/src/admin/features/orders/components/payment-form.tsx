import { t } from '@lingui/core/macro';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import type { z } from 'zod';
import { AdminPaymentBody, MOBILE_MONEY_METHODS, PAYMENT_METHODS, type AdminOrder, type PaymentMethod } from '@atelier/contracts';
import { FormActions } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { labelOf } from '@admin/components/badges';
import { rwf } from '@admin/components/format';
import { PAYMENT_METHOD_NAMES } from '@admin/i18n/labels';
import { recordPayment, useOrderAction } from '../api/order-actions';

type Values = z.input<typeof AdminPaymentBody>;

/** A `datetime-local` value (the device's time) as an ISO time with its zone, or undefined when empty. */
function localToIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * Record a payment received (docs/decisions/100): method, amount prefilled with what is due (RWF),
 * the mobile-money transaction reference (required for MTN MoMo and Airtel Money), and when it was
 * paid (now when left empty). Checked with the contracts' AdminPaymentBody; the server's refusal
 * (a reference used before, more than is due) shows as it says it.
 */
export function PaymentForm({ order, onDone, onCancel }: { order: AdminOrder; onDone: () => void; onCancel: () => void }) {
  const action = useOrderAction(order.id, recordPayment);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof AdminPaymentBody>>({
    resolver: translatedResolver(zodResolver(AdminPaymentBody)),
    defaultValues: { method: 'momo_mtn', amount: String(order.amount_due) as unknown as number, reference: '', paid_at: '' },
  });
  const method = useWatch({ control, name: 'method' }) as PaymentMethod;
  const mobile = MOBILE_MONEY_METHODS.includes(method);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await action.mutateAsync({ ...values, paid_at: localToIso(values.paid_at) });
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The payment could not be recorded. Please try again.`) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={t`Record a payment`}>
      <FormAlert message={errors.root?.message} />
      <SelectField label={t`Method`} error={errors.method?.message} {...register('method')}>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {labelOf(PAYMENT_METHOD_NAMES, m)}
          </option>
        ))}
      </SelectField>
      <TextField label={t`Amount (RWF)`} inputMode="numeric" autoComplete="off" hint={t`Due: ${rwf(order.amount_due)}`} error={errors.amount?.message} {...register('amount')} />
      <TextField
        label={mobile ? t`Transaction reference` : t`Reference`}
        optional={!mobile}
        autoComplete="off"
        hint={mobile ? t`The transaction id from the MoMo or Airtel Money message` : undefined}
        error={errors.reference?.message}
        {...register('reference')}
      />
      <TextField
        label={t`Paid at`}
        type="datetime-local"
        optional
        hint={t`Leave empty for now`}
        error={errors.paid_at?.message}
        {...register('paid_at', { setValueAs: (v: string) => v || undefined })}
      />
      <FormActions submitLabel={t`Record payment`} pending={action.isPending} onCancel={onCancel} />
    </form>
  );
}
