import { plural, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { type AdminCustomer, type OrderStatus } from '@atelier/contracts';
import { Button, FormActions, buttonClass } from '@/components/button';
import { TextAreaField } from '@/components/field';
import * as BaseIcon from '@/components/icons';
import { Modal } from '@/components/modal';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { StatusBadge } from '@admin/components/badges';
import { AccountBadge, BookingBadge, ReturnBadge } from '@admin/components/desk-badges';
import { rwf } from '@admin/components/format';
import { dayLabel } from '@admin/components/kigali';
import { PageTitle } from '@admin/components/page-title';
import { adminPaths } from '@admin/paths';
import { Card, Row } from '@admin/components/card';
import { InternalNotes } from '@admin/components/internal-notes';
import { addCustomerNote, blockCustomer, unblockCustomer, useCustomerAction } from '../api/customers';

/** Internal notes on the customer (never shown to them): POST /api/admin/customers/{id}/notes. */
function CustomerNotes({ customer }: { customer: AdminCustomer }) {
  const action = useCustomerAction(customer.id, addCustomerNote);
  return <InternalNotes notes={customer.notes} add={action.mutateAsync} pending={action.isPending} />;
}

/** Confirms blocking (no sign-in, every session ends at once) or unblocking, with an optional reason for the audit log. */
function BlockForm({ customer, onDone, onCancel }: { customer: AdminCustomer; onDone: () => void; onCancel: () => void }) {
  const blocking = customer.status !== 'blocked';
  const action = useCustomerAction(customer.id, blocking ? blockCustomer : unblockCustomer);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await action.mutateAsync(reason.trim() || undefined);
      onDone();
    } catch (e) {
      setFailure(errorMessage(e, t`The account could not be changed. Please try again.`));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4" aria-label={blocking ? t`Block account` : t`Unblock account`}>
      <p className="text-ink-700">
        {blocking ? t`${customer.name} will not be able to sign in, and is signed out everywhere at once. Orders and bookings stay.` : t`${customer.name} will be able to sign in again.`}
      </p>
      <FormAlert message={failure} />
      <TextAreaField label={t`Reason`} optional value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      <FormActions submitLabel={blocking ? t`Block account` : t`Unblock account`} pending={action.isPending} onCancel={onCancel} />
    </form>
  );
}

/**
 * A customer as the back office shows them (docs/decisions/103): contact, account status and sign-in
 * summary, orders, bookings, returns and internal notes; block (sessions end at once) or unblock
 * after a confirmation.
 */
export function CustomerDetail({ customer }: { customer: AdminCustomer }) {
  const [confirming, setConfirming] = useState(false);
  const blocked = customer.status === 'blocked';
  const s = customer.sign_in;

  return (
    <>
      <Link to={adminPaths.customers} className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-700 hover:bg-sand-100">
        <BaseIcon.ChevronLeft className="size-4" /> {t`Customers`}
      </Link>
      <PageTitle
        title={customer.name}
        actions={
          <>
            {/* An order taken on WhatsApp, Instagram, a call or in the studio, for this customer (docs/decisions/128). */}
            <Link to={adminPaths.orderNew(customer.id)} className={buttonClass('primary')}>
              {t`New order`}
            </Link>
            {customer.role === 'user' ? (
              <Button variant={blocked ? 'dark' : 'danger'} onClick={() => setConfirming(true)}>
                {blocked ? t`Unblock account` : t`Block account`}
              </Button>
            ) : null}
          </>
        }
      >
        <span className="mr-2">{t`Joined ${formatDate(customer.created_at)}`}</span>
        <AccountBadge status={customer.status} />
      </PageTitle>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid gap-4">
          <Card title={t`Orders (${customer.order_list.length})`}>
            {customer.order_list.length ? (
              <ul className="divide-y divide-sand-200">
                {customer.order_list.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <Link to={adminPaths.order(o.id)} className="inline-flex min-h-11 items-center font-semibold text-clay-700 underline underline-offset-4">
                      {o.order_number}
                    </Link>
                    <span className="text-ink-600">{formatDate(o.created_at)}</span>
                    <span className="font-semibold text-ink-900">{rwf(o.total)}</span>
                    <StatusBadge status={o.status as OrderStatus} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-600">{t`No orders.`}</p>
            )}
          </Card>
          <Card title={t`Bookings (${customer.bookings.length})`}>
            {customer.bookings.length ? (
              <ul className="divide-y divide-sand-200">
                {customer.bookings.map((b) => (
                  <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <Link to={`${adminPaths.bookings}?date=${b.booking_date}`} className="inline-flex min-h-11 items-center font-semibold text-clay-700 underline underline-offset-4">
                      {dayLabel(b.booking_date)} · {b.booking_time}
                    </Link>
                    <span className="text-ink-700">
                      {b.service}
                      {b.location ? ` · ${b.location}` : ''} · {b.number_of_people}
                    </span>
                    <BookingBadge status={b.status} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-600">{t`No bookings.`}</p>
            )}
          </Card>
          <Card title={t`Returns (${customer.returns.length})`}>
            {customer.returns.length ? (
              <ul className="divide-y divide-sand-200">
                {customer.returns.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span className="text-ink-900">
                      {r.product_name ?? t`Whole order`} · {r.order_number}
                    </span>
                    <span className="text-ink-600">{r.reason}</span>
                    <ReturnBadge status={r.status} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-600">{t`No returns.`}</p>
            )}
          </Card>
          <CustomerNotes customer={customer} />
        </div>
        <div className="order-first grid gap-4 lg:sticky lg:top-6 lg:order-none">
          <Card title={t`Contact`}>
            <p className="text-sm">
              <a className="break-all text-clay-700 underline underline-offset-4" href={`mailto:${customer.email}`}>
                {customer.email}
              </a>
              {customer.email_verified ? '' : ` ${t`(not verified)`}`}
            </p>
            {customer.phone ? (
              <p className="text-sm">
                <a className="text-clay-700 underline underline-offset-4" href={`tel:${customer.phone}`}>
                  {customer.phone}
                </a>
              </p>
            ) : null}
          </Card>
          <Card title={t`Sign-in`}>
            <dl className="text-sm">
              <Row label={t`Last sign-in`}>{s.last_success_at ? formatDateTime(s.last_success_at) : t`Never`}</Row>
              <Row label={t`Last failed try`}>{s.last_failure_at ? formatDateTime(s.last_failure_at) : '—'}</Row>
              <Row label={t`Sign-ins, 30 days`}>{s.successes_30d}</Row>
              <Row label={t`Failed tries, 30 days`}>{s.failures_30d}</Row>
              <Row label={t`Signed in now on`}>{plural(s.active_sessions, { one: '# device', other: '# devices' })}</Row>
            </dl>
          </Card>
        </div>
      </div>

      <Modal open={confirming} onClose={() => setConfirming(false)} title={blocked ? t`Unblock this account?` : t`Block this account?`}>
        {confirming ? (
          <BlockForm
            customer={customer}
            onCancel={() => setConfirming(false)}
            onDone={() => {
              toast.success(blocked ? t`Account unblocked` : t`Account blocked`);
              setConfirming(false);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
