import { useParams } from 'react-router';
import { CustomerNotShown } from '../features/customers/components/customer-not-shown';
import { useCustomerRecord } from '../features/customers/api/customers';
import { CustomerRecordDetail } from '../features/customers/components/customer-record';

/**
 * /admin/customers/records/:recordId (docs/decisions/133): a customer without an account and their
 * orders (CustomerRecordDetail), or why it cannot show them: no such customer, or a failed load with a retry.
 */
export default function CustomerRecordPage() {
  const { recordId = '' } = useParams();
  const { data: record, error, isPending, refetch } = useCustomerRecord(recordId);

  if (isPending || error || !record) return <CustomerNotShown isPending={isPending} error={error} onRetry={() => void refetch()} />;

  return <CustomerRecordDetail record={record} />;
}
