import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { useBookingStatus } from '@/features/bookings/api/get-booking-status';
import { BookingStatusCard } from '@/features/bookings/components/booking-status-card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/** Shown for an unknown booking and for a link without its key or with a wrong one (the server answers both alike). */
function BookingNotFound() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center">
      <p className="font-display text-xl text-ink-900">{t`Booking not found`}</p>
      <p className="text-sm text-ink-600">{t`Please open the link from your booking e-mail exactly as it is. If it still does not work, contact us and we will help.`}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.contact} className={buttonClass('dark')}>
          {t`Contact us`}
        </Link>
        <Link to={paths.book} className={buttonClass('outline')}>
          {t`Book a session`}
        </Link>
      </div>
    </div>
  );
}

/**
 * /bookings/:bookingId?key=… (docs/decisions/105): the confirmation link of the customer's e-mails, showing
 * the booking and its current status (confirmed, requested, moved, cancelled with the reason,
 * attended). Loading, not-found and error states; a lazy chunk like every page.
 */
export default function BookingStatusRoute() {
  const { bookingId = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const booking = useBookingStatus(bookingId, key);
  useDocumentTitle(t`Your booking`);
  const notFound = key === '' || (booking.error instanceof ApiError && booking.error.status === 404);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-2 text-3xl sm:text-4xl">{t`Your booking`}</h1>
      {booking.data ? <p className="mb-6 text-ink-600">{t`Hello ${booking.data.first_name}, here is your booking as it stands now.`}</p> : <div className="mb-6" />}
      {notFound ? (
        <BookingNotFound />
      ) : booking.isPending ? (
        <PageSpinner label={t`Loading your booking...`} />
      ) : booking.isError ? (
        <ErrorState title={t`Your booking could not be loaded`} message={errorMessage(booking.error, t`Please check your connection and try again.`)} onRetry={() => void booking.refetch()} />
      ) : (
        <BookingStatusCard booking={booking.data} />
      )}
    </div>
  );
}
