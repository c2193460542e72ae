import type { AdminOrder } from '@atelier/contracts';
import { InternalNotes } from '@admin/components/internal-notes';
import { addNote, useOrderAction } from '../api/order-actions';

/** The order's internal notes (POST /api/admin/orders/{id}/notes). */
export function OrderNotes({ order }: { order: AdminOrder }) {
  const action = useOrderAction(order.id, addNote);
  return <InternalNotes notes={order.notes} add={action.mutateAsync} pending={action.isPending} />;
}
