import { t } from '@lingui/core/macro';
import { ErrorState } from '@/components/states';
import { ApiError, errorMessage } from '@/lib/api-client';
import { PageTitle } from '@admin/components/page-title';

/**
 * Why an order page shows no order (docs/decisions/100): "There is no such order" for a 404, else the
 * server's readable reason with a retry. The order page and its edit page both use it.
 */
export function OrderLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <>
      <PageTitle title={missing ? t`Order not found` : t`Order`} />
      <ErrorState title={missing ? t`There is no such order` : t`The order could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={missing ? undefined : onRetry} />
    </>
  );
}
