import { Link, useParams } from 'react-router';
import { CHECKOUT_MESSAGES } from '@atelier/contracts';
import * as Icon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { orderErrorText, useOrder } from '@/features/orders/api/orders';
import { Invoice } from '@/features/orders/components/invoice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/**
 * /orders/:orderId (spec 02 §2 Order details): the invoice of one order, its status re-fetched every
 * 30 s and on Refresh status; the error texts of spec 02 §8 ('Order not found', 'Unauthorized:
 * Please log in again', 'Failed to fetch order details', …); a back link to /profile.
 */
export default function OrderDetailsRoute() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  useDocumentTitle(order.data ? t`Order ${order.data.order_number}` : t`Order`);
  const errorText = order.isError ? orderErrorText(order.error) : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={paths.profile} className="no-print mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900">
        <Icon.ArrowLeft className="size-5" /> {t`Back to profile`}
      </Link>
      <h1 className="no-print mb-6 text-3xl sm:text-4xl">{t`Order details`}</h1>
      {order.isPending ? (
        <PageSpinner label={t`Loading order...`} />
      ) : errorText ? (
        <ErrorState title={errorText} onRetry={errorText === CHECKOUT_MESSAGES.orderNotFound ? undefined : () => void order.refetch()} />
      ) : order.data ? (
        <Invoice order={order.data} onRefresh={() => void order.refetch()} refreshing={order.isFetching} />
      ) : null}
    </div>
  );
}
