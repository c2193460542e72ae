import type { OrderStatus, PaymentStatus } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';

const STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  processing: { label: 'Processing', tone: 'blue' },
  ready: { label: 'Ready', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** The order's status (spec 02 §4, issue 14: pending by default; processing, ready, completed, cancelled). */
export function OrderStatusBadge({ status }: { status: string }) {
  const s = STATUS[status as OrderStatus] ?? STATUS.pending;
  return (
    <Badge tone={s.tone}>
      <span className="sr-only">Order status: </span>
      {s.label}
    </Badge>
  );
}

const PAYMENT: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Payment pending', tone: 'amber' },
  partially_paid: { label: 'Partly paid', tone: 'amber' },
  paid: { label: 'Paid', tone: 'green' },
  partially_refunded: { label: 'Partly refunded', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

/** Payment status (spec 02 §4, issue 14): "paid" is green; pending and partly paid amber; refunds grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const s = PAYMENT[status as PaymentStatus] ?? PAYMENT.pending;
  const label = s.label;
  return (
    <Badge tone={s.tone}>
      <span className="sr-only">Payment: </span>
      {label}
    </Badge>
  );
}
