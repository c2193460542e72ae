import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { ApiError, errorMessage } from '@/lib/api-client';
import { PageTitle } from '../components/page-title';
import { useCustomer } from '../features/customers/api/customers';
import { CustomerDetail } from '../features/customers/components/customer-detail';

/**
 * /admin/customers/:customerId (docs/decisions/103): loads the customer and shows them
 * (CustomerDetail), or says why it cannot: no such customer, or a failed load with a retry.
 */
export default function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const { data: customer, error, isPending, refetch } = useCustomer(customerId);

  if (isPending) return <PageSpinner label={t`Loading the customer...`} />;
  if (error || !customer) {
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

  return <CustomerDetail customer={customer} />;
}
