import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Booking, Service } from '@atelier/contracts';
import { Button, buttonClass } from '@/components/button';
import { ErrorState, PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { servicesQueryOptions, useServices } from '@/features/bookings/api/get-services';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { BookingSuccess } from '@/features/bookings/components/booking-success';
import type { BookingNavigationState } from '@/features/bookings/components/services-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { t } from '@lingui/core/macro';
import type { PrefetchContext } from '../prefetch';

/** The service handed over by /services, usable while (or if) the services list cannot load. */
function serviceFromState(state: unknown): Service | null {
  const s = state as Partial<BookingNavigationState> | null;
  if (!s || typeof s.service !== 'string' || !Array.isArray(s.locations) || !Array.isArray(s.types)) return null;
  return { slug: s.service, name: s.name ?? s.service, description: '', button_label: 'BOOK NOW', target: paths.book, featured: false, locations: s.locations, types: s.types, image: null };
}

/** The services to choose from, for the first render (docs/decisions/060, 135). */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(servicesQueryOptions());

/**
 * /book (spec 02 §2 Booking page): the service comes from navigation state (or ?service=), the
 * choices from GET /api/services; then the form, then the spec's success message.
 */
export default function BookRoute() {
  useDocumentTitle(t`Book a Session`);
  const location = useLocation();
  const [search] = useSearchParams();
  const services = useServices();
  const [done, setDone] = useState<{ booking: Booking; message: string } | null>(null);
  const [round, setRound] = useState(0);
  const fromState = serviceFromState(location.state);
  const initialService = fromState?.slug ?? search.get('service') ?? undefined;
  const bookable = services.data?.filter((s) => s.target === paths.book) ?? (services.isError && fromState ? [fromState] : null);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t`Book a Session`} eyebrow={t`Painting & dance`}>
        {t`Pick a day and a half-hour slot. We confirm by e-mail with a calendar invitation.`}
      </PageHeader>
      {done ? (
        <div className="grid gap-4">
          <BookingSuccess booking={done.booking} message={done.message} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              variant="dark"
              onClick={() => {
                setDone(null);
                setRound((r) => r + 1);
              }}
            >
              {t`Book another session`}
            </Button>
            <Link to={paths.services} className={buttonClass('outline')}>
              {t`Back to services`}
            </Link>
          </div>
        </div>
      ) : bookable ? (
        <div className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-8">
          <BookingForm key={round} services={bookable} initialService={initialService} onBooked={(booking, message) => setDone({ booking, message })} />
        </div>
      ) : services.isError ? (
        <ErrorState title={t`Failed to load services`} message={errorMessage(services.error, '')} onRetry={() => void services.refetch()} />
      ) : (
        <div role="status" aria-label={t`Loading the booking form`} className="h-[40rem] animate-pulse rounded-3xl bg-sand-100" />
      )}
    </div>
  );
}
