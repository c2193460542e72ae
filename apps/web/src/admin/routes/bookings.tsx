import { plural, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { addDays, can, kigaliToday, weekStart, type AdminBooking, type AdminBookingListQuery } from '@atelier/contracts';
import { Button, buttonClass } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { ListPager, pageCount } from '@/components/list-pager';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import * as Icon from '../components/icons';
import { downloadCsv, searchOf } from '../components/download-csv';
import { useListParams } from '../components/list-page';
import { dayLabel, isDay } from '../components/kigali';
import { PageTitle } from '../components/page-title';
import { Segments } from '../components/segments';
import { useBookings, useServices } from '../features/bookings/api/bookings';
import { DayAgenda, WeekAgenda } from '../features/bookings/components/agenda';
import { BookingList } from '../features/bookings/components/booking-list';
import { BookingSheet } from '../features/bookings/components/booking-sheet';
import { DEFAULT_SORT, LISTS, PAGE_SIZE, SORTS, VIEWS, listQuery, type ListKind, type Sort, type View } from '../features/bookings/list-query';
import { adminPaths } from '../paths';

/**
 * /admin/bookings (docs/decisions/103): the agenda by day (today by default) or by week with the
 * places left per slot and location, and lists of upcoming, requested, past and cancelled bookings
 * (20 a page from the server). A booking opens in a sheet to confirm, move, mark or cancel it.
 * View, day, list and page live in the address.
 */
export default function BookingsPage() {
  const { user } = useAuth();
  // Every change of view, day, list, sort or page replaces the address: Back leaves the agenda.
  const { params, page, update } = useListParams({ replaceAll: true });
  const today = kigaliToday();
  const view: View = (VIEWS.find((v) => v.id === params.get('view'))?.id ?? 'day') as View;
  const date = isDay(params.get('date')) ? params.get('date')! : today;
  const list: ListKind = (LISTS.find((l) => l.id === params.get('list'))?.id ?? 'upcoming') as ListKind;
  const sort: Sort = SORTS.find((o) => o.id === params.get('sort'))?.id ?? DEFAULT_SORT[list];
  const [open, setOpen] = useState<AdminBooking | null>(null);
  const [exporting, setExporting] = useState(false);
  const services = useServices();

  const from = view === 'week' ? weekStart(date) : date;
  const query: AdminBookingListQuery = view === 'list' ? listQuery(list, today, page, undefined, sort) : { from, to: view === 'week' ? addDays(from, 6) : date, limit: 100 };
  const { data, error, isPending, isFetching, refetch } = useBookings(query);

  const step = view === 'week' ? 7 : 1;
  const onExport = async () => {
    setExporting(true);
    try {
      const { from: f, to, status } = query;
      await downloadCsv(`/api/admin/bookings.csv?${searchOf({ from: f, to, status })}`, 'bookings.csv');
    } catch (e) {
      toast.error(errorMessage(e, t`The export could not be made. Please try again.`));
    } finally {
      setExporting(false);
    }
  };

  const listInfo = LISTS.find((l) => l.id === list)!;
  const title = view === 'list' ? i18n._(listInfo.title) : view === 'week' ? t`Week of ${dayLabel(from)}` : date === today ? t`Today, ${dayLabel(date)}` : dayLabel(date, true);

  return (
    <>
      <PageTitle
        title={t`Bookings`}
        actions={
          <>
            <Link to={adminPaths.bookingNew} className={buttonClass('primary', 'sm')}>
              <BaseIcon.Plus className="size-4" /> {t`Book for a caller`}
            </Link>
            <Link to={adminPaths.closures} className={buttonClass('outline', 'sm')}>
              {t`Closures`}
            </Link>
            {can(user?.role, 'bookings.export') ? (
              <Button variant="outline" size="sm" onClick={() => void onExport()} disabled={exporting}>
                {exporting ? <Spinner className="size-4" /> : <Icon.Download className="size-4" />} {exporting ? t`Exporting...` : t`Export CSV`}
              </Button>
            ) : null}
          </>
        }
      >
        {title}
      </PageTitle>

      <div className="mb-5 grid gap-3 lg:flex lg:items-center lg:justify-between">
        <Segments label={t`View`} items={VIEWS} value={view} onChange={(id) => update({ view: id === 'day' ? undefined : id })} />
        {view === 'list' ? (
          <div className="grid gap-3 lg:flex lg:items-center">
            <Segments
              label={t`Which bookings`}
              items={LISTS}
              value={list}
              onChange={(id) => update({ list: id === 'upcoming' ? undefined : id, sort: undefined })}
              className="grid grid-cols-2 gap-1 rounded-3xl sm:flex sm:rounded-full"
            />
            <Segments label={t({ context: 'sort order', message: 'Order' })} items={SORTS} value={sort} onChange={(id) => update({ sort: id === DEFAULT_SORT[list] ? undefined : id })} />
          </div>
        ) : (
          <div className="grid grid-cols-[auto_minmax(0,1fr)_auto_auto] items-center gap-2 lg:flex">
            <Button variant="outline" size="sm" className="min-h-11 px-3" aria-label={view === 'week' ? t`Previous week` : t`Previous day`} onClick={() => update({ date: addDays(date, -step) })}>
              <BaseIcon.ChevronLeft className="size-5" />
            </Button>
            <label className="sr-only" htmlFor="agenda-date">
              {t`Day`}
            </label>
            <input
              id="agenda-date"
              type="date"
              value={date}
              onChange={(e) => isDay(e.target.value) && update({ date: e.target.value })}
              className="min-h-11 w-full min-w-0 rounded-xl border border-sand-300 bg-white px-3 text-base lg:w-44"
            />
            <Button variant="outline" size="sm" className="min-h-11 px-3" aria-label={view === 'week' ? t`Next week` : t`Next day`} onClick={() => update({ date: addDays(date, step) })}>
              <BaseIcon.ChevronRight className="size-5" />
            </Button>
            <Button variant="dark" size="sm" className="min-h-11" onClick={() => update({ date: undefined })} disabled={date === today}>
              {t`Today`}
            </Button>
          </div>
        )}
      </div>

      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-600">
          <Spinner /> {t`Loading bookings...`}
        </div>
      ) : error ? (
        <ErrorState title={t`The bookings could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : view === 'day' ? (
        <div className={cn(isFetching && 'opacity-60')} aria-busy={isFetching}>
          <DayAgenda date={date} bookings={data.bookings} slots={data.slots} onOpen={setOpen} />
        </div>
      ) : view === 'week' ? (
        <div className={cn(isFetching && 'opacity-60')} aria-busy={isFetching}>
          <WeekAgenda from={from} bookings={data.bookings} slots={data.slots} onOpen={setOpen} onDay={(d) => update({ view: undefined, date: d })} />
        </div>
      ) : data.bookings.length === 0 ? (
        <EmptyState title={i18n._(listInfo.empty)}>{list === 'requested' ? t`Group requests waiting for you appear here.` : t`Bookings appear here as soon as customers make them.`}</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-600">{plural(data.total, { one: '# booking', other: '# bookings' })}</p>
          <BookingList bookings={data.bookings} slots={data.slots} onOpen={setOpen} busy={isFetching} />
          {data.total > PAGE_SIZE ? (
            <ListPager label={t`Booking pages`} page={page} totalPages={pageCount(data.total, PAGE_SIZE)} onPage={(next) => update({ page: String(next) })} busy={isFetching} />
          ) : null}
        </>
      )}

      <Modal open={open !== null} onClose={() => setOpen(null)} title={open ? `${open.first_name} ${open.last_name}` : ''}>
        {open ? <BookingSheet key={open.id} booking={open} services={services.data} onChanged={setOpen} onClose={() => setOpen(null)} /> : null}
      </Modal>
    </>
  );
}
