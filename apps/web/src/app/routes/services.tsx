import { ErrorState, EmptyState, PageHeader } from '@/components/states';
import { servicesQueryOptions, useServices } from '@/features/bookings/api/get-services';
import { ServicesList, ServicesSkeleton } from '@/features/bookings/components/services-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { t } from '@lingui/core/macro';
import type { PrefetchContext } from '../prefetch';

/** The services, for the first render (docs/decisions/060, 135). */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(servicesQueryOptions());

/** /services (spec 02 §2 Services page): the services from the database, the main one first. */
export default function ServicesRoute() {
  useDocumentTitle(t`Services`);
  const services = useServices();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t`Services`} eyebrow={t`From our Kigali studio`}>
        {t`Custom shoes, painting and dance sessions for friends, families and teams, and more on the way.`}
      </PageHeader>
      {services.isPending ? (
        <ServicesSkeleton />
      ) : services.isError ? (
        <ErrorState title={t`Failed to load services`} message={errorMessage(services.error, '')} onRetry={() => void services.refetch()} />
      ) : services.data.length === 0 ? (
        <EmptyState title={t`No services yet`}>{t`New services are on their way. Please check back soon.`}</EmptyState>
      ) : (
        <ServicesList services={services.data} />
      )}
    </div>
  );
}
