import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import type { AdminBooking, Closure } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { PageTitle } from '../components/page-title';
import { removeClosure, useClosureAction, useClosures, useServices } from '../features/bookings/api/bookings';
import { Card } from '@admin/components/card';
import { ClosureForm, closureText } from '../features/bookings/components/closure-form';
import { adminPaths } from '../paths';

/**
 * /admin/bookings/closures (docs/decisions/103): close a date or a range of slots with a reason (customers
 * cannot book inside it), see the closures from today on, and reopen one.
 */
export default function ClosuresPage() {
  const services = useServices();
  const closures = useClosures();
  const reopen = useClosureAction(removeClosure);
  const [affected, setAffected] = useState<{ closure: Closure; bookings: AdminBooking[] } | null>(null);
  const locations = [...new Set((services.data ?? []).filter((s) => s.target === '/book').flatMap((s) => s.locations))];

  const onReopen = async (c: Closure) => {
    try {
      await reopen.mutateAsync(c.id);
      toast.success(t`Reopened`);
    } catch (e) {
      toast.error(errorMessage(e, t`It could not be reopened. Please try again.`));
    }
  };

  return (
    <>
      <Link to={adminPaths.bookings} className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-700 hover:bg-sand-100">
        <BaseIcon.ChevronLeft className="size-4" /> {t`Bookings`}
      </Link>
      <PageTitle title={t`Closures`}>{t`Holidays and private events: customers cannot book a closed time.`}</PageTitle>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <Card title={t`Close a date or times`}>
          <ClosureForm
            locations={locations}
            onClosed={(closure, bookings) => {
              toast.success(t({ context: 'closure', message: 'Closed' }));
              setAffected({ closure, bookings });
            }}
          />
          {affected && affected.bookings.length ? (
            <div role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              <p className="font-semibold">
                {plural(affected.bookings.length, { one: `# booking falls inside ${closureText(affected.closure)}.`, other: `# bookings fall inside ${closureText(affected.closure)}.` })}{' '}
                {t`They are not cancelled: call them, then move or cancel them.`}
              </p>
              <ul className="mt-2 grid gap-1">
                {affected.bookings.map((b) => (
                  <li key={b.id}>
                    <Link className="underline underline-offset-4" to={`${adminPaths.bookings}?date=${b.booking_date}`}>
                      {b.booking_time} · {b.first_name} {b.last_name}
                    </Link>{' '}
                    {b.phone ? (
                      <a className="underline underline-offset-4" href={`tel:${b.phone}`}>
                        {b.phone}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Card>
        <Card title={t`Closed from today on`}>
          {closures.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-ink-600">
              <Spinner className="size-5" /> {t`Loading closures...`}
            </p>
          ) : closures.error ? (
            <ErrorState title={t`The closures could not be loaded`} message={errorMessage(closures.error, t`Please try again.`)} onRetry={() => void closures.refetch()} />
          ) : closures.data.length === 0 ? (
            <p className="text-sm text-ink-600">{t`Nothing is closed. Every slot is open to customers.`}</p>
          ) : (
            <ul className="divide-y divide-sand-200">
              {closures.data.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-ink-900">{closureText(c)}</p>
                    <p className="break-words text-ink-600">
                      {c.reason}
                      {c.created_by ? ` · ${c.created_by.name}` : ''}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" className="min-h-11 shrink-0" disabled={reopen.isPending} onClick={() => void onReopen(c)} aria-label={t`Reopen ${closureText(c)}`}>
                    {reopen.isPending && reopen.variables === c.id ? t`Reopening...` : t`Reopen`}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
