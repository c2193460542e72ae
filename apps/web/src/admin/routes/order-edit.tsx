import { t } from '@lingui/core/macro';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import * as BaseIcon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { PageTitle } from '../components/page-title';
import { usePatchOrder } from '../features/orders/api/entered-orders';
import { useOrder } from '../features/orders/api/get-order';
import { OrderLoadFailed } from '../features/orders/components/order-load-failed';
import { useCatalogItems } from '../features/orders/api/pick-lists';
import { OrderForm } from '../features/orders/components/order-form';
import { adminPaths } from '../paths';
import { isOwner } from '../roles';

/**
 * /admin/orders/:orderId/edit (docs/decisions/128): the order's lines, discount, delivery address and
 * note with the new order's form, its items' prices and stock loaded first. Once a payment is recorded
 * only the address and note change. Saved, it goes back to the order.
 */
export default function OrderEditPage() {
  const { orderId = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data: order, error, isPending, refetch } = useOrder(orderId);
  const productIds = [...new Set((order?.lines ?? []).flatMap((l) => (l.product_id !== null && l.kind !== 'custom' ? [l.product_id] : [])))];
  const items = useCatalogItems(order?.lines_editable ? productIds : []);
  const patch = usePatchOrder(orderId);

  if (isPending || (order && items.pending)) return <PageSpinner label={t`Loading the order...`} />;
  if (error || !order) {
    return (
      <>
        <OrderLoadFailed error={error} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <Link to={adminPaths.order(order.id)} className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-700 hover:bg-sand-100">
        <BaseIcon.ChevronLeft className="size-4" /> {t`Order ${order.order_number}`}
      </Link>
      <PageTitle title={t`Edit order ${order.order_number}`}>{order.customer.name}</PageTitle>
      <OrderForm
        key={order.updated_at}
        mode="edit"
        order={order}
        items={items.items}
        owner={isOwner(user)}
        pending={patch.isPending}
        onCancel={() => void navigate(adminPaths.order(order.id))}
        onSubmit={async (body) => {
          await patch.mutateAsync(body);
          toast.success(t`Changes saved`);
          await navigate(adminPaths.order(order.id));
        }}
      />
    </>
  );
}
