import { t } from '@lingui/core/macro';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import * as BaseIcon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { PageTitle } from '../components/page-title';
import { useServices } from '../features/bookings/api/bookings';
import { CallerBookingForm } from '../features/bookings/components/caller-booking-form';
import { adminPaths } from '../paths';

/** /admin/bookings/new (docs/decisions/125): book for a customer who called; back to that day's agenda after. */
export default function BookingNewPage() {
  const services = useServices();
  const navigate = useNavigate();
  return (
    <>
      <Link to={adminPaths.bookings} className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-700 hover:bg-sand-100">
        <BaseIcon.ChevronLeft className="size-4" /> {t`Bookings`}
      </Link>
      <PageTitle title={t`Book for a caller`}>{t`Same rules as the website: only free times are offered, and the customer gets the confirmation e-mail.`}</PageTitle>
      {services.isPending ? (
        <PageSpinner label={t`Loading the services...`} />
      ) : services.error ? (
        <ErrorState title={t`The services could not be loaded`} message={errorMessage(services.error, t`Please try again.`)} onRetry={() => void services.refetch()} />
      ) : (
        <CallerBookingForm
          services={services.data.filter((s) => s.target === '/book')}
          onBooked={(b) => {
            toast.success(t`Booked ${`${b.first_name} ${b.last_name}`} at ${b.booking_time}`);
            void navigate(`${adminPaths.bookings}?date=${b.booking_date}`);
          }}
        />
      )}
    </>
  );
}
