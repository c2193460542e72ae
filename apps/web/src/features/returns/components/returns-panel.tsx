import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { RETURN_MESSAGES, RETURN_WINDOW_DAYS, titleWithVariant, type ReturnRequest } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button, FormActions } from '@/components/button';
import { inputClass } from '@/components/field';
import * as Icon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useCreateReturn, useReturns } from '../api/returns';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { formatDate as formatIn } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/** What the return form needs of an order (the route passes the customer's orders). */
export interface ReturnableOrder {
  id: string;
  order_number: string;
  created_at: string;
  /** 'pending' while nothing is paid: such an order cannot be returned yet (docs/decisions/122). */
  payment_status: string;
  order_items: { id: number; product_name: string; variant_title?: string; quantity: number }[];
}

/** The customer's orders as the route loaded them: the list, or a failure with a retry. */
export interface OrdersSource {
  orders: readonly ReturnableOrder[] | undefined;
  failed: boolean;
  retry: () => void;
}

/** Reasons offered in the form; the API takes any text up to 200 characters. */
const RETURN_REASONS = ['Wrong size or fit', 'Damaged or defective', 'Not as described', 'Received the wrong item', 'Changed my mind', 'Other'] as const;

/** The reasons' labels in the active language; the value sent (and kept by the shop) stays English. */
const REASON_LABELS: Record<(typeof RETURN_REASONS)[number], MessageDescriptor> = {
  'Wrong size or fit': msg`Wrong size or fit`,
  'Damaged or defective': msg`Damaged or defective`,
  'Not as described': msg`Not as described`,
  'Received the wrong item': msg`Received the wrong item`,
  'Changed my mind': msg`Changed my mind`,
  Other: msg`Other`,
};

/** A reason as the customer reads it: one of the form's in the active language, any other text as written. */
function reasonLabel(reason: string): string {
  const label = REASON_LABELS[reason as (typeof RETURN_REASONS)[number]];
  return label ? i18n._(label) : reason;
}

/** The contracts' return messages the panel shows itself, with their translatable twins. */
const RETURN_TEXTS = new Map<string, MessageDescriptor>([
  [RETURN_MESSAGES.required, msg`Order and reason are required`],
  [RETURN_MESSAGES.failed, msg`Failed to submit return`],
  [RETURN_MESSAGES.created, msg`Return request submitted`],
  [RETURN_MESSAGES.windowClosed, msg`Returns are accepted within 30 days of the order`],
  [RETURN_MESSAGES.notPaid, msg`This order is not paid yet: a return can be requested once it is paid.`],
]);
const returnText = (text: string) => {
  const descriptor = RETURN_TEXTS.get(text);
  return descriptor ? i18n._(descriptor) : text;
};

const STATUS: Record<ReturnRequest['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  requested: { label: msg`Requested`, tone: 'amber' },
  approved: { label: msg`Approved`, tone: 'blue' },
  declined: { label: msg`Declined`, tone: 'clay' },
  received: { label: msg`Received`, tone: 'blue' },
  refunded: { label: msg`Refunded`, tone: 'green' },
  exchanged: { label: msg`Exchanged`, tone: 'green' },
};

/** e.g. "23 Nov 2026" / "23 nov. 2026" / "23 Ugushyingo 2026": short enough for a select on a phone. */
function shortDate(iso: string): string {
  return formatIn(iso, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, { style: 'medium' });
}

/** True when the order is still inside the 30-day return window (the server checks it again). */
export function isReturnable(order: Pick<ReturnableOrder, 'created_at'>, now = Date.now()): boolean {
  return now - new Date(order.created_at).getTime() <= RETURN_WINDOW_DAYS * 86_400_000;
}

/**
 * The Returns tab of /profile (spec 02 §2, §3, §5): the customer's return requests with their status
 * (GET /api/returns/me) and a form to request a return of one of their orders, optionally one item,
 * with a reason and details. Loading, empty and 'Failed to load returns' (Retry) states.
 */
export function ReturnsPanel({ source }: { source: OrdersSource }) {
  const returns = useReturns();
  const [requesting, setRequesting] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasRequesting = useRef(false);

  // Closing the form gives focus back to the button that opened it.
  useEffect(() => {
    if (wasRequesting.current && !requesting) openButton.current?.focus();
    wasRequesting.current = requesting;
  }, [requesting]);

  const openForm = (
    <Button ref={openButton} variant="dark" onClick={() => setRequesting(true)}>
      <Icon.Plus className="size-4" /> {t`Request a return`}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl">{t`Your return requests`}</h2>
        {!requesting && returns.data && returns.data.length > 0 ? openForm : null}
      </div>

      {requesting ? (
        <section aria-labelledby="return-form-title" className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-8">
          <h3 id="return-form-title" className="text-xl">
            {t`Request a return`}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{t`Returns are accepted within ${RETURN_WINDOW_DAYS} days of the order. We reply by e-mail.`}</p>
          <ReturnFormLoader source={source} onDone={() => setRequesting(false)} />
        </section>
      ) : null}

      {returns.isPending ? (
        <PageSpinner label={t`Loading returns...`} />
      ) : returns.isError ? (
        <ErrorState title={t`Failed to load returns`} message={errorMessage(returns.error, '')} onRetry={() => void returns.refetch()} retryLabel={t`Retry`} />
      ) : returns.data.length === 0 ? (
        requesting ? null : (
          <EmptyState title={t`No return requests yet`} action={openForm}>
            {t`Something not right with an order? Ask for a return within ${RETURN_WINDOW_DAYS} days.`}
          </EmptyState>
        )
      ) : (
        <ul aria-label={t`Return requests`} className="grid gap-3">
          {returns.data.map((item) => (
            <ReturnRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReturnRow({ item }: { item: ReturnRequest }) {
  const status = STATUS[item.status] ?? STATUS.requested;
  return (
    <li className="grid gap-2 rounded-2xl border border-sand-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:gap-4 sm:p-5">
      <div className="min-w-0">
        <p className="font-display text-lg leading-snug">{t`Order ${item.order_number}`}</p>
        <p className="text-sm text-ink-700">{item.product_name ?? t`Whole order`}</p>
        <p className="mt-2 text-sm">
          <span className="font-semibold text-ink-900">{t`Reason:`}</span> {reasonLabel(item.reason)}
        </p>
        {item.details ? <p className="mt-1 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-ink-600">{item.details}</p> : null}
        {item.message ? (
          <p className="mt-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
            <span className="font-semibold text-ink-900">{t`Message from us:`}</span> {item.message}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <Badge tone={status.tone}>
          <span className="sr-only">{t`Status:`} </span>
          {i18n._(status.label)}
        </Badge>
        <time dateTime={item.created_at} className="text-sm text-ink-600">
          {formatDate(item.created_at)}
        </time>
      </div>
    </li>
  );
}

/** The form once the customer's orders are known; a failure to load them offers a retry. */
function ReturnFormLoader({ source, onDone }: { source: OrdersSource; onDone: () => void }) {
  if (source.failed) return <ErrorState title={t`Failed to load your orders`} onRetry={source.retry} retryLabel={t`Retry`} />;
  if (!source.orders) return <PageSpinner label={t`Loading your orders...`} />;
  const returnable = source.orders.filter((o) => isReturnable(o));
  if (returnable.length === 0) {
    return (
      <div className="mt-5 grid justify-items-start gap-4">
        <p className="text-ink-700">{source.orders.length === 0 ? t`You have no orders to return yet.` : `${returnText(RETURN_MESSAGES.windowClosed)}. ${t`None of your orders is that recent.`}`}</p>
        <Button variant="outline" onClick={onDone}>
          {t`Close`}
        </Button>
      </div>
    );
  }
  return <ReturnForm orders={returnable} onDone={onDone} />;
}

/**
 * Order (required), item (optional: 'Whole order'), reason (required) and details. Missing order or
 * reason → 'Order and reason are required'; an order with nothing paid says at once that it can be
 * returned once paid, and is not sent (the server refuses it too, 409). POST /api/returns; failure →
 * the server's text, else 'Failed to submit return'.
 */
function ReturnForm({ orders, onDone }: { orders: readonly ReturnableOrder[]; onDone: () => void }) {
  const create = useCreateReturn();
  const [orderId, setOrderId] = useState(orders.length === 1 ? orders[0]!.id : '');
  const [itemId, setItemId] = useState('');
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ order: boolean; reason: boolean }>({ order: false, reason: false });
  const ids = useId();
  const order = orders.find((o) => o.id === orderId);
  const unpaid = order?.payment_status === 'pending';
  const alertId = `${ids}-alert`;
  const shown = failure ?? (unpaid ? returnText(RETURN_MESSAGES.notPaid) : null);

  useEffect(() => document.getElementById(`${ids}-order`)?.focus(), [ids]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const gaps = { order: !orderId, reason: !reason.trim() };
    setMissing(gaps);
    if (gaps.order || gaps.reason) {
      setFailure(returnText(RETURN_MESSAGES.required));
      document.getElementById(gaps.order ? `${ids}-order` : `${ids}-reason`)?.focus();
      return;
    }
    if (unpaid) {
      setFailure(returnText(RETURN_MESSAGES.notPaid));
      document.getElementById(`${ids}-order`)?.focus();
      return;
    }
    setFailure(null);
    create.mutate(
      { order_id: orderId, order_item_id: itemId ? Number(itemId) : null, reason, details: details.trim() },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || returnText(RETURN_MESSAGES.created));
          onDone();
        },
        onError: (error) => setFailure(returnText(errorMessage(error, RETURN_MESSAGES.failed))),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Request a return`} className="mt-5 grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={`${ids}-order`}
          label={t`Order`}
          value={orderId}
          invalid={missing.order || unpaid}
          describedBy={shown ? alertId : undefined}
          onChange={(value) => {
            setOrderId(value);
            setItemId('');
            setMissing((m) => ({ ...m, order: false }));
            if (value && (reason || failure === returnText(RETURN_MESSAGES.notPaid))) setFailure(null);
          }}
        >
          <option value="">{t`Choose an order`}</option>
          {orders.map((o) => (
            <option key={o.id} value={o.id}>
              {o.order_number} · {shortDate(o.created_at)}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${ids}-item`} label={t`Item`} optional value={itemId} onChange={setItemId} disabled={!order}>
          <option value="">{t`Whole order`}</option>
          {order?.order_items.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {titleWithVariant(item.product_name, item.variant_title)} × {item.quantity}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${ids}-reason`}
          label={t`Reason`}
          value={reason}
          invalid={missing.reason}
          describedBy={shown ? alertId : undefined}
          className="sm:col-span-2"
          onChange={(value) => {
            setReason(value);
            setMissing((m) => ({ ...m, reason: false }));
            if (value && orderId) setFailure(null);
          }}
        >
          <option value="">{t`Choose a reason`}</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {reasonLabel(r)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <label htmlFor={`${ids}-details`} className="mb-1.5 block text-sm font-semibold text-ink-800">
            <Trans>
              Details <span className="font-normal text-ink-600">(optional)</span>
            </Trans>
          </label>
          <textarea
            id={`${ids}-details`}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            rows={4}
            maxLength={2000}
            placeholder={t`What happened? Sizes, photos you can send, anything that helps.`}
            className={cn(inputClass, 'py-3')}
          />
        </div>
      </div>
      <FormAlert id={alertId} message={shown} />
      <FormActions submitLabel={t`Submit return request`} pending={create.isPending} onCancel={onDone} />
    </form>
  );
}

function SelectField({
  id,
  label,
  value,
  onChange,
  children,
  optional,
  invalid,
  disabled,
  describedBy,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  optional?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
        {optional ? <span className="font-normal text-ink-600"> {t`(optional)`}</span> : null}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClass, 'appearance-auto pr-10')}
      >
        {children}
      </select>
    </div>
  );
}
