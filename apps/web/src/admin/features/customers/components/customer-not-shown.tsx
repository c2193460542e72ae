import { t } from '@lingui/core/macro';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { ApiError, errorMessage } from '@/lib/api-client';
import { PageTitle } from '@admin/components/page-title';

/**
 * What a customer's page shows instead of the customer (an account, docs/decisions/103, or a record
 * without one, docs/decisions/133): the spinner while loading; then no such customer (a 404), or a
 * failed load with its reason and a retry.
 */
export function CustomerNotShown({ isPending, error, onRetry }: { isPending: boolean; error: unknown; onRetry: () => void }) {
  if (isPending) return <PageSpinner label={t`Loading the customer...`} />;
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <>
      <PageTitle title={missing ? t`Customer not found` : t`Customer`} />
      <ErrorState title={missing ? t`There is no such customer` : t`The customer could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={missing ? undefined : onRetry} />
    </>
  );
}
