import { t } from '@lingui/core/macro';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { useOrder } from '../features/orders/api/get-order';
import { OrderLoadFailed } from '../features/orders/components/order-load-failed';
import { OrderDetail } from '../features/orders/components/order-detail';
import { adminPaths } from '../paths';

/**
 * /admin/orders/:orderId (docs/decisions/100): loads the order and shows it (OrderDetail), or says
 * why it cannot: no such order, or a failed load with a retry.
 */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { data: order, error, isPending, refetch } = useOrder(orderId);

  if (isPending) return <PageSpinner label={t`Loading the order...`} />;
  if (error || !order) {
    return (
      <>
        <OrderLoadFailed error={error} onRetry={() => void refetch()} />
        <p className="mt-6 text-center">
          <Link to={adminPaths.orders} className="font-semibold text-clay-700 underline underline-offset-4">
            {t`Back to orders`}
          </Link>
        </p>
      </>
    );
  }

  return <OrderDetail order={order} />;
}
