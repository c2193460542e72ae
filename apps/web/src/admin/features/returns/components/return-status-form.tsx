import { useState, type FormEvent } from 'react';
import { DESK_MESSAGES, type AdminReturn, type ReturnStatus } from '@atelier/contracts';
import { FormActions } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { FormAlert, RETURN_STATUS_LABELS } from '../../../components/desk-badges';
import { useReturnStatus } from '../api/returns';

/** The button text for moving a return request to `status`. */
export const RETURN_ACTIONS: Record<ReturnStatus, string> = {
  requested: 'Back to requested',
  approved: 'Approve',
  declined: 'Decline',
  received: 'Mark received',
  refunded: 'Mark refunded',
  exchanged: 'Mark exchanged',
};

/**
 * Confirms a return's next step (issue 16 RETURN_TRANSITIONS) with a message to the customer,
 * e-mailed and shown in their Returns tab: required to decline, optional otherwise. Refunded
 * records the status only; the money goes through the order's refunds (owner).
 */
export function ReturnStatusForm({ request, to, onDone, onCancel }: { request: AdminReturn; to: Exclude<ReturnStatus, 'requested'>; onDone: () => void; onCancel: () => void }) {
  const action = useReturnStatus(request.id);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const declining = to === 'declined';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (declining && !message.trim()) return setError(DESK_MESSAGES.declineMessageRequired);
    setError(null);
    try {
      await action.mutateAsync({ status: to, ...(message.trim() ? { message: message.trim() } : {}) });
      onDone();
    } catch (e) {
      setFailure(errorMessage(e, 'The return could not be changed. Please try again.'));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={RETURN_ACTIONS[to]}>
      <p className="text-ink-700">
        {request.product_name ?? 'The item'} of order {request.order_number} goes from <strong>{RETURN_STATUS_LABELS[request.status]}</strong> to <strong>{RETURN_STATUS_LABELS[to]}</strong>. The customer is e-mailed.
        {to === 'refunded' ? ' Record the money itself as a refund on the order.' : ''}
      </p>
      <FormAlert message={failure} />
      <TextAreaField label="Message to the customer" optional={!declining} value={message} onChange={(e) => setMessage(e.target.value)} error={error ?? undefined} maxLength={2000} rows={4} />
      <FormActions submitLabel={RETURN_ACTIONS[to]} pending={action.isPending} onCancel={onCancel} />
    </form>
  );
}
