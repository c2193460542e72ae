import type { OrderStatus, PaymentStatus } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';

const STATUS: Record<OrderStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Pending`, tone: 'amber' },
  processing: { label: msg`Processing`, tone: 'blue' },
  ready: { label: msg`Ready`, tone: 'blue' },
  completed: { label: msg`Completed`, tone: 'green' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
};

/** The order's status (spec 02 §4, contracts ORDER_TRANSITIONS: pending by default; processing, ready, completed, cancelled). */
export function OrderStatusBadge({ status }: { status: string }) {
  const s = STATUS[status as OrderStatus] ?? STATUS.pending;
  return (
    <Badge tone={s.tone}>
      <span className="sr-only">{t`Order status:`} </span>
      {i18n._(s.label)}
    </Badge>
  );
}

const PAYMENT: Record<PaymentStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Payment pending`, tone: 'amber' },
  partially_paid: { label: msg`Partly paid`, tone: 'amber' },
  paid: { label: msg`Paid`, tone: 'green' },
  partially_refunded: { label: msg`Partly refunded`, tone: 'neutral' },
  refunded: { label: msg`Refunded`, tone: 'neutral' },
};

/** Payment status (spec 02 §4, docs/decisions/100): "paid" is green; pending and partly paid amber; refunds grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const s = PAYMENT[status as PaymentStatus] ?? PAYMENT.pending;
  const label = i18n._(s.label);
  return (
    <Badge tone={s.tone}>
      <span className="sr-only">{t`Payment:`} </span>
      {label}
    </Badge>
  );
}
