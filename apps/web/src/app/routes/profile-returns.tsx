import { useOrders } from '@/features/orders/api/get-orders';
import { ReturnsPanel } from '@/features/returns/components/returns-panel';

/** The API's largest page: the return form offers any of the customer's recent orders. */
const RETURNABLE_ORDERS_LIMIT = 100;

/** The Returns tab of /profile: the returns feature, given the customer's orders from the orders feature. */
export function ProfileReturns() {
  const orders = useOrders(1, RETURNABLE_ORDERS_LIMIT);
  return <ReturnsPanel source={{ orders: orders.data?.orders, failed: orders.isError, retry: () => void orders.refetch() }} />;
}
