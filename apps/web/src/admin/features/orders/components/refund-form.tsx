import { t } from '@lingui/core/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '@admin/i18n/contract-messages';
import type { z } from 'zod';
import { AdminRefundBody, PAYMENT_METHODS, type AdminOrder } from '@atelier/contracts';
import { FormActions } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { labelOf } from '@admin/components/badges';
import { rwf } from '@admin/components/format';
import { PAYMENT_METHOD_NAMES } from '@admin/i18n/labels';
import { recordRefund, useOrderAction } from '../api/order-actions';

type Values = z.input<typeof AdminRefundBody>;

/** What may still be refunded: paid and not yet refunded, RWF. */
export const refundable = (order: AdminOrder) => Math.max(0, order.amount_paid - order.amount_refunded);

/** Record money given back (owner only, docs/decisions/100): never more than was paid; a reason is required. */
export function RefundForm({ order, onDone, onCancel }: { order: AdminOrder; onDone: () => void; onCancel: () => void }) {
  const action = useOrderAction(order.id, recordRefund);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof AdminRefundBody>>({
    resolver: translatedResolver(zodResolver(AdminRefundBody)),
    defaultValues: { method: order.payments.find((p) => !p.voided_at)?.method ?? 'momo_mtn', amount: String(refundable(order)) as unknown as number, reference: '', reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await action.mutateAsync(values);
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error, t`The refund could not be recorded. Please try again.`) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={t`Record a refund`}>
      <FormAlert message={errors.root?.message} />
      <TextField label={t`Amount (RWF)`} inputMode="numeric" autoComplete="off" hint={t`At most ${rwf(refundable(order))}`} error={errors.amount?.message} {...register('amount')} />
      <SelectField label={t`Method`} error={errors.method?.message} {...register('method')}>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {labelOf(PAYMENT_METHOD_NAMES, m)}
          </option>
        ))}
      </SelectField>
      <TextField label={t`Reference`} optional autoComplete="off" error={errors.reference?.message} {...register('reference')} />
      <TextAreaField label={t`Reason`} error={errors.reason?.message} maxLength={500} {...register('reason')} />
      <FormActions submitLabel={t`Record refund`} pending={action.isPending} onCancel={onCancel} />
    </form>
  );
}
