import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mtnRwandaNumber, type MomoFailureReason, type MomoPayment } from '@atelier/contracts';
import { Button, SubmitButton } from '@/components/button';
import { TextField } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { Spinner } from '@/components/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { moneyText } from '@/lib/i18n/use-format';
import { t } from '@lingui/core/macro';
import { momoStatus, requestMomo, useMomoEnabled, type MomoTarget } from '../api/momo';

/** A failure's reason in the customer's language. */
function reasonText(reason: MomoFailureReason | undefined): string {
  switch (reason) {
    case 'not_enough_funds':
      return t`There is not enough money on this MoMo account.`;
    case 'payer_not_found':
      return t`This number is not registered for MTN MoMo.`;
    case 'rejected':
      return t`The payment was declined on the phone.`;
    case 'expired':
      return t`The approval timed out.`;
    default:
      return t`The payment did not go through.`;
  }
}

/**
 * "Pay with MTN MoMo" (docs/decisions/132): shown wherever a balance is due, only when the shop takes
 * MoMo request-to-pay. The customer's MTN number (prefilled, editable, checked as the server checks
 * it), the amount due and one button; then "Approve the payment on your phone" with the status read
 * every 3 s, a way to stop waiting, and what to do if no prompt came; then a thank-you (and `onPaid`,
 * which refreshes the invoice) or the reason and a retry. Nothing when nothing is due. A press while a request is pending shows
 * that request. `amountDue` in RWF. On the pay page, which never shows the customer's number
 * (decision 129), `phoneHint` is the order's number masked ("078 ••• ••67"): offered first, and charged
 * without being sent, until the customer chooses another number.
 */
export function MomoPay({ target, amountDue, defaultPhone = '', phoneHint, onPaid }: { target: MomoTarget; amountDue: number; defaultPhone?: string; phoneHint?: string | null; onPaid: () => void }) {
  const enabled = useMomoEnabled();
  const id = useId();
  const [phone, setPhone] = useState(defaultPhone);
  const [useHint, setUseHint] = useState(Boolean(phoneHint));
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [payment, setPayment] = useState<MomoPayment>();
  const [waiting, setWaiting] = useState(false);

  const status = useQuery({
    queryKey: ['momo-status', target.orderRef, payment?.id],
    queryFn: ({ signal }) => momoStatus(target, payment!.id, signal),
    enabled: Boolean(payment && waiting),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'pending' ? false : 3000),
    staleTime: 0,
  });
  const current = status.data?.status ?? payment?.status;
  useEffect(() => {
    if (status.data?.status === 'successful') onPaid();
    // onPaid is a refetch: called once per settled payment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status.data?.status]);

  // Stays after the success that paid the order, so the thank-you shows while the invoice turns PAID.
  if (!enabled.data || (amountDue <= 0 && current !== 'successful')) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(undefined);
    if (!useHint && !mtnRwandaNumber(phone)) {
      setFieldError(t`Enter an MTN Rwanda number (078 or 079).`);
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      setPayment(await requestMomo(target, useHint ? undefined : phone));
      setWaiting(true);
    } catch (error) {
      const pending = error instanceof ApiError && error.status === 409 ? (error.body.payment as MomoPayment | undefined) : undefined;
      if (pending) {
        setPayment(pending);
        setWaiting(true);
      } else setFormError(errorMessage(error, t`The request could not be sent. Please try again.`));
    } finally {
      setSending(false);
    }
  }

  const headingId = `${id}-momo`;
  return (
    <section aria-labelledby={headingId} className="no-print mt-6 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-sm text-ink-800">
      <h3 id={headingId} className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-700">
        {t`Pay with MTN MoMo`}
      </h3>
      {payment && waiting && current === 'pending' ? (
        <div role="status" className="mt-3 space-y-3">
          <p className="flex items-center gap-2 font-semibold">
            <Spinner className="h-4 w-4" /> {t`Approve the payment on your phone`}
          </p>
          <p>{t`We asked MTN MoMo to charge ${moneyText(payment.amount)} to ${payment.phone}. Enter your PIN when the prompt appears.`}</p>
          <p className="text-ink-600">{t`No prompt? Dial *182*7*1# and approve it in the MoMo menu, or pay with the MoMo code below.`}</p>
          <Button variant="outline" size="sm" onClick={() => setWaiting(false)}>
            {t`Stop waiting`}
          </Button>
        </div>
      ) : payment && current === 'successful' ? (
        <p role="status" className="mt-3 font-semibold text-green-800">
          {t`Thank you! Your payment of ${moneyText(payment.amount)} was received.`}
        </p>
      ) : (
        <form className="mt-3 space-y-3" onSubmit={(e) => void submit(e)} noValidate>
          {payment && current === 'failed' ? <FormAlert message={reasonText(status.data?.reason ?? payment.reason)} /> : null}
          {payment && current === 'pending' && !waiting ? <p>{t`Your request is still waiting for approval on the phone.`}</p> : null}
          {formError ? <FormAlert message={formError} /> : null}
          <p>
            {t`Amount due:`} <strong className="tabular-nums">{moneyText(amountDue)}</strong>
          </p>
          {useHint && phoneHint ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>
                {t`MTN MoMo number:`} <strong className="tabular-nums">{phoneHint}</strong>
              </span>
              {/* A link-like button without a button's side padding: its text lines up with the line's when it wraps under it. */}
              <button type="button" className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-2 hover:text-clay-700" onClick={() => setUseHint(false)}>
                {t`Use another number`}
              </button>
            </p>
          ) : (
            <TextField
              label={t`MTN MoMo number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={fieldError}
              placeholder="078 123 4567"
              autoFocus={Boolean(phoneHint)}
            />
          )}
          {payment && current === 'pending' && !waiting ? (
            <Button onClick={() => setWaiting(true)}>{t`Check the payment`}</Button>
          ) : (
            <SubmitButton pending={sending} pendingLabel={t`Sending...`}>
              {payment && current === 'failed' ? t`Try again` : t`Pay with MTN MoMo`}
            </SubmitButton>
          )}
        </form>
      )}
    </section>
  );
}
