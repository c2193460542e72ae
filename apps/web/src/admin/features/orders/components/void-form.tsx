import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, type AdminOrder, type AdminPayment } from '@atelier/contracts';
import { FormActions } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { labelOf } from '@admin/components/badges';
import { rwf } from '@admin/components/format';
import { adminText } from '@admin/i18n/contract-messages';
import { PAYMENT_METHOD_NAMES } from '@admin/i18n/labels';
import { useOrderAction, voidPayment } from '../api/order-actions';

/** Void a wrong payment entry with a reason (owner only): it stays on the order, struck through. */
export function VoidForm({ order, payment, onDone, onCancel }: { order: AdminOrder; payment: AdminPayment; onDone: () => void; onCancel: () => void }) {
  const action = useOrderAction(order.id, (id, reason: string) => voidPayment(id, payment.id, { reason }));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const entry = `${labelOf(PAYMENT_METHOD_NAMES, payment.method)} ${rwf(payment.amount)}${payment.reference ? ` (${payment.reference})` : ''}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason.trim()) return setError(adminText(ADMIN_MESSAGES.reasonRequired));
    setError(null);
    try {
      await action.mutateAsync(reason.trim());
      onDone();
    } catch (e) {
      setFailure(errorMessage(e, t`The payment could not be voided. Please try again.`));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={t`Void payment`}>
      <p className="text-ink-700">{t`${entry} stops counting towards the order. The entry is kept.`}</p>
      <FormAlert message={failure} />
      <TextAreaField label={t`Reason`} value={reason} onChange={(e) => setReason(e.target.value)} error={error ?? undefined} maxLength={500} />
      <FormActions submitLabel={t`Void payment`} pending={action.isPending} onCancel={onCancel} />
    </form>
  );
}
