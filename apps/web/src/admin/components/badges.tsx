import type { OrderStatus, PaymentStatus } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const STATUS_TONES: Record<OrderStatus, BadgeTone> = { pending: 'amber', processing: 'blue', ready: 'blue', completed: 'green', cancelled: 'neutral' };

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Unpaid',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};
const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { pending: 'clay', partially_paid: 'amber', paid: 'green', partially_refunded: 'neutral', refunded: 'neutral' };

/** An order's status (issue 14 transition table) as a coloured label. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'}>
      <span className="sr-only">Status: </span>
      {ORDER_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** An order's derived payment status as a coloured label. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge tone={PAYMENT_TONES[status] ?? 'neutral'}>
      <span className="sr-only">Payment: </span>
      {PAYMENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
