import type { OrderStatus, PaymentStatus } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';

const STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  processing: { label: 'Processing', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** The order's status (spec 02 §4: pending by default; processing, completed, cancelled). */
export function OrderStatusBadge({ status }: { status: string }) {
  const s = STATUS[status as OrderStatus] ?? STATUS.pending;
  return (
    <Badge tone={s.tone}>
      <span className="sr-only">Order status: </span>
      {s.label}
    </Badge>
  );
}

/** Payment status (spec 02 §4): "paid" is green; anything else shows as pending (yellow), or refunded. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const s = status as PaymentStatus;
  const label = s === 'paid' ? 'Paid' : s === 'refunded' ? 'Refunded' : 'Payment pending';
  return (
    <Badge tone={s === 'paid' ? 'green' : s === 'refunded' ? 'neutral' : 'amber'}>
      <span className="sr-only">Payment: </span>
      {label}
    </Badge>
  );
}
