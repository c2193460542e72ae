import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { DESK_MESSAGES, PAYMENT_METHODS, ReturnRefundBody, can, type AdminReturn, type PaymentMethod, type ReturnStatus } from '@atelier/contracts';
import { Button, FormActions } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { labelOf } from '@admin/components/badges';
import { RETURN_STATUS_LABELS } from '@admin/components/desk-badges';
import { adminText } from '@admin/i18n/contract-messages';
import { PAYMENT_METHOD_NAMES } from '@admin/i18n/labels';
import { useReturnStatus } from '../api/returns';

/** The button text for moving a return request to `status`. */
export const RETURN_ACTIONS: Record<ReturnStatus, MessageDescriptor> = {
  requested: msg`Back to requested`,
  approved: msg`Approve`,
  declined: msg`Decline`,
  received: msg`Mark received`,
  refunded: msg`Mark refunded`,
  exchanged: msg`Mark exchanged`,
};

/**
 * Confirms a return's next step (contracts RETURN_TRANSITIONS) with a message to the customer,
 * e-mailed and shown in their Returns tab: required to decline, optional otherwise. Refunded
 * records the money as a refund on the order in the same call (amount in RWF, method, reference):
 * the owner's alone, as every refund; staff are told so and cannot submit.
 */
export function ReturnStatusForm({ request, to, onDone, onCancel }: { request: AdminReturn; to: Exclude<ReturnStatus, 'requested'>; onDone: () => void; onCancel: () => void }) {
  const action = useReturnStatus(request.id);
  const { user } = useAuth();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refund, setRefund] = useState<{ amount: string; method: PaymentMethod; reference: string }>({ amount: '', method: 'momo_mtn', reference: '' });
  const [refundErrors, setRefundErrors] = useState<Partial<Record<'amount' | 'method' | 'reference', string>>>({});
  const item = request.product_name ?? t`The item`;
  const from = labelOf(RETURN_STATUS_LABELS, request.status);
  const next = labelOf(RETURN_STATUS_LABELS, to);
  const declining = to === 'declined';
  const refunding = to === 'refunded';
  const owner = can(user?.role, 'refunds.record');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (declining && !message.trim()) return setError(adminText(DESK_MESSAGES.declineMessageRequired));
    setError(null);
    let money: ReturnType<typeof ReturnRefundBody.parse> | undefined;
    if (refunding) {
      const parsed = ReturnRefundBody.safeParse(refund);
      if (!parsed.success) {
        return setRefundErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), adminText(i.message)])));
      }
      setRefundErrors({});
      money = parsed.data;
    }
    try {
      await action.mutateAsync({ status: to, ...(message.trim() ? { message: message.trim() } : {}), ...(money ? { refund: money } : {}) });
      onDone();
    } catch (e) {
      setFailure(errorMessage(e, t`The return could not be changed. Please try again.`));
    }
  };
  if (refunding && !owner) {
    return (
      <div className="mt-4 grid gap-4">
        <FormAlert message={`${adminText(DESK_MESSAGES.refundOwnerOnly)}.`} />
        <Button variant="outline" onClick={onCancel} className="sm:justify-self-end">
          {t`Close`}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={labelOf(RETURN_ACTIONS, to)}>
      <p className="text-ink-700">
        <Trans>
          {item} of order {request.order_number} goes from <strong>{from}</strong> to <strong>{next}</strong>. The customer is e-mailed.
        </Trans>
        {refunding ? ` ${t`The refund is recorded on the order at the same time.`}` : ''}
      </p>
      <FormAlert message={failure} />
      {refunding ? (
        <fieldset className="grid gap-4 rounded-2xl border border-sand-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink-900">{t`Refund`}</legend>
          <TextField
            label={t`Amount (RWF)`}
            inputMode="numeric"
            autoComplete="off"
            value={refund.amount}
            onChange={(e) => setRefund({ ...refund, amount: e.target.value })}
            error={refundErrors.amount}
          />
          <SelectField label={t`Method`} value={refund.method} onChange={(e) => setRefund({ ...refund, method: e.target.value as PaymentMethod })} error={refundErrors.method}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {labelOf(PAYMENT_METHOD_NAMES, m)}
              </option>
            ))}
          </SelectField>
          <TextField label={t`Reference`} optional autoComplete="off" value={refund.reference} onChange={(e) => setRefund({ ...refund, reference: e.target.value })} error={refundErrors.reference} />
        </fieldset>
      ) : null}
      <TextAreaField label={t`Message to the customer`} optional={!declining} value={message} onChange={(e) => setMessage(e.target.value)} error={error ?? undefined} maxLength={2000} rows={4} />
      <FormActions submitLabel={labelOf(RETURN_ACTIONS, to)} pending={action.isPending} onCancel={onCancel} />
    </form>
  );
}
