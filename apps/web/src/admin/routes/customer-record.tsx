import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { ApiError, errorMessage } from '@/lib/api-client';
import { PageTitle } from '../components/page-title';
import { useCustomerRecord } from '../features/customers/api/customers';
import { CustomerRecordDetail } from '../features/customers/components/customer-record';

/**
 * /admin/customers/records/:recordId (docs/decisions/133): a customer without an account and their
 * orders (CustomerRecordDetail), or why it cannot show them: no such customer, or a failed load with a retry.
 */
export default function CustomerRecordPage() {
  const { recordId = '' } = useParams();
  const { data: record, error, isPending, refetch } = useCustomerRecord(recordId);

  if (isPending) return <PageSpinner label={t`Loading the customer...`} />;
  if (error || !record) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageTitle title={missing ? t`Customer not found` : t`Customer`} />
        <ErrorState
          title={missing ? t`There is no such customer` : t`The customer could not be loaded`}
          message={errorMessage(error, t`Please try again.`)}
          onRetry={missing ? undefined : () => void refetch()}
        />
      </>
    );
  }

  return <CustomerRecordDetail record={record} />;
}
