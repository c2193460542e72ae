import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, type AdminOrder, type OrderStatus } from '@atelier/contracts';
import { FormActions } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { ORDER_STATUS_LABELS } from '../../../components/badges';
import { changeStatus, useOrderAction } from '../api/order-actions';

/** The button text for moving an order to `status`. */
export const STATUS_ACTIONS: Record<OrderStatus, string> = {
  pending: 'Back to pending',
  processing: 'Start processing',
  ready: 'Mark as ready',
  completed: 'Mark as completed',
  cancelled: 'Cancel order',
};

/**
 * Confirms a status move (issue 14, ORDER_TRANSITIONS in contracts): cancelling needs a reason,
 * which the customer's e-mail does not show; a cancelled order frees its reserved artworks.
 */
export function StatusForm({ order, to, onDone, onCancel }: { order: AdminOrder; to: OrderStatus; onDone: () => void; onCancel: () => void }) {
  const action = useOrderAction(order.id, changeStatus);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelling = to === 'cancelled';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (cancelling && !reason.trim()) return setError(ADMIN_MESSAGES.cancelReasonRequired);
    setError(null);
    try {
      await action.mutateAsync({ status: to, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      onDone();
    } catch (e) {
      setFailure(errorMessage(e, 'The status could not be changed. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={STATUS_ACTIONS[to]}>
      <p className="text-ink-700">
        {order.order_number} goes from <strong>{ORDER_STATUS_LABELS[order.status]}</strong> to <strong>{ORDER_STATUS_LABELS[to]}</strong>.
        {cancelling ? ' The customer is e-mailed, and reserved artworks go back on sale. This cannot be undone.' : ''}
      </p>
      {failure ? (
        <p role="alert" className="rounded-xl bg-clay-50 px-4 py-3 text-sm font-medium text-clay-800">
          {failure}
        </p>
      ) : null}
      <TextAreaField label={cancelling ? 'Reason for cancelling' : 'Reason'} optional={!cancelling} value={reason} onChange={(e) => setReason(e.target.value)} error={error ?? undefined} maxLength={500} />
      <FormActions submitLabel={STATUS_ACTIONS[to]} pending={action.isPending} onCancel={onCancel} />
    </form>
  );
}
