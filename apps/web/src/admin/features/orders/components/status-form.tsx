import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, type AdminOrder, type OrderStatus } from '@atelier/contracts';
import { FormActions } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { ORDER_STATUS_LABELS, labelOf } from '@admin/components/badges';
import { rwf } from '@admin/components/format';
import { adminText } from '@admin/i18n/contract-messages';
import { changeStatus, useOrderAction } from '../api/order-actions';

/** The button text for moving an order to `status`. */
export const STATUS_ACTIONS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Back to pending`,
  processing: msg`Start processing`,
  ready: msg`Mark as ready`,
  completed: msg`Mark as completed`,
  cancelled: msg`Cancel order`,
};

/**
 * Confirms a status move (ORDER_TRANSITIONS in contracts): cancelling needs a reason,
 * which the customer's e-mail does not show; a cancelled order frees its reserved artworks. Cancelling
 * a paid or part-paid order says how much was received and that it must be refunded (docs/decisions/122).
 */
export function StatusForm({ order, to, onDone, onCancel }: { order: AdminOrder; to: OrderStatus; onDone: () => void; onCancel: () => void }) {
  const action = useOrderAction(order.id, changeStatus);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelling = to === 'cancelled';
  // Received and not yet given back: a cancelled order owes it to the customer (docs/decisions/122).
  const owed = cancelling ? Math.max(0, order.amount_paid - order.amount_refunded) : 0;
  const from = labelOf(ORDER_STATUS_LABELS, order.status);
  const next = labelOf(ORDER_STATUS_LABELS, to);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (cancelling && !reason.trim()) return setError(adminText(ADMIN_MESSAGES.cancelReasonRequired));
    setError(null);
    try {
      await action.mutateAsync({ status: to, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      onDone();
    } catch (e) {
      setFailure(errorMessage(e, t`The status could not be changed. Please try again.`));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={labelOf(STATUS_ACTIONS, to)}>
      <p className="text-ink-700">
        <Trans>
          {order.order_number} goes from <strong>{from}</strong> to <strong>{next}</strong>.
        </Trans>
        {cancelling ? ` ${t`The customer is e-mailed, and reserved artworks go back on sale. This cannot be undone.`}` : ''}
      </p>
      {owed > 0 ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200" data-testid="cancel-refund-owed">
          {t`${rwf(owed)} was received on this order: it must be refunded to the customer. Record the refund here once it is paid back.`}
        </p>
      ) : null}
      <FormAlert message={failure} />
      <TextAreaField
        label={cancelling ? t`Reason for cancelling` : t`Reason`}
        optional={!cancelling}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error ?? undefined}
        maxLength={500}
      />
      <FormActions submitLabel={labelOf(STATUS_ACTIONS, to)} pending={action.isPending} onCancel={onCancel} />
    </form>
  );
}
