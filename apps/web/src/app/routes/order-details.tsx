import { Link, useParams } from 'react-router';
import { CHECKOUT_MESSAGES } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/orders/api/orders';
import { Invoice } from '@/features/orders/components/invoice';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /orders/:orderId (spec 02 §2 Order details): the invoice of one order; 'Order not found' on 404. */
export default function OrderDetailsRoute() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  useDocumentTitle(order.data ? `Order ${order.data.order_number}` : 'Order');
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={paths.profile} className="no-print mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900">
        <Icon.ArrowLeft className="size-5" /> Back to profile
      </Link>
      <h1 className="no-print mb-6 text-3xl sm:text-4xl">Order details</h1>
      {order.isPending ? (
        <PageSpinner label="Loading order..." />
      ) : order.isError ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <ErrorState title={CHECKOUT_MESSAGES.orderNotFound} />
        ) : (
          <ErrorState title="Failed to load order details" message={order.error.message} onRetry={() => void order.refetch()} />
        )
      ) : (
        <Invoice order={order.data} onRefresh={() => void order.refetch()} refreshing={order.isFetching} />
      )}
    </div>
  );
}
