import { useParams } from 'react-router';
import { CustomerNotShown } from '../features/customers/components/customer-not-shown';
import { useCustomer } from '../features/customers/api/customers';
import { CustomerDetail } from '../features/customers/components/customer-detail';

/**
 * /admin/customers/:customerId (docs/decisions/103): loads the customer and shows them
 * (CustomerDetail), or says why it cannot: no such customer, or a failed load with a retry.
 */
export default function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const { data: customer, error, isPending, refetch } = useCustomer(customerId);

  if (isPending || error || !customer) return <CustomerNotShown isPending={isPending} error={error} onRetry={() => void refetch()} />;

  return <CustomerDetail customer={customer} />;
}
