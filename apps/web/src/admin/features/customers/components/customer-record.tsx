import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { AdminCustomerRecord } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { formatDate } from '@/lib/format-date';
import { LOCALE_NAMES, isLocale } from '@/lib/i18n/locales';
import { ChannelBadge, PaymentBadge, StatusBadge } from '@admin/components/badges';
import { Card, Row } from '@admin/components/card';
import { NoAccountBadge } from '@admin/components/desk-badges';
import { rwf } from '@admin/components/format';
import { PageTitle } from '@admin/components/page-title';
import { adminPaths } from '@admin/paths';

/**
 * A customer without an account as the back office shows them (docs/decisions/133): entered by staff
 * with a name and a phone (decision 128), the e-mail and the language of their messages when known,
 * and their orders, newest first, each with its channel, status, payment and total; "New order" for
 * them. Once an account took the record over (its e-mail verified), the page says so and links it:
 * the orders are that account's now.
 */
export function CustomerRecordDetail({ record }: { record: AdminCustomerRecord }) {
  return (
    <>
      <Link to={adminPaths.customers} className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-700 hover:bg-sand-100">
        <BaseIcon.ChevronLeft className="size-4" /> {t`Customers`}
      </Link>
      <PageTitle
        title={record.name}
        actions={
          <Link to={record.user_id ? adminPaths.orderNew(record.user_id) : adminPaths.orderNewForRecord(record.id)} className={buttonClass('primary')}>
            {t`New order`}
          </Link>
        }
      >
        <span className="mr-2">{t`Entered ${formatDate(record.created_at)}`}</span>
        {record.user_id ? null : <NoAccountBadge />}
      </PageTitle>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card title={t`Orders (${record.orders.length})`}>
          {record.orders.length ? (
            <ul className="divide-y divide-sand-200" aria-label={t`Orders`}>
              {record.orders.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
                  <Link to={adminPaths.order(o.id)} className="inline-flex min-h-11 items-center font-semibold text-clay-700 underline underline-offset-4">
                    {o.order_number}
                  </Link>
                  <span className="text-ink-600">{formatDate(o.created_at)}</span>
                  <span className="font-semibold text-ink-900">{rwf(o.total)}</span>
                  <span className="flex flex-wrap gap-1.5">
                    <ChannelBadge channel={o.channel} />
                    <StatusBadge status={o.status} />
                    <PaymentBadge status={o.payment_status} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-600">{t`No orders.`}</p>
          )}
        </Card>
        <div className="order-first grid gap-4 lg:sticky lg:top-6 lg:order-none">
          <Card title={t`Contact`}>
            <p className="text-sm">
              <a className="text-clay-700 underline underline-offset-4" href={`tel:${record.phone}`}>
                {record.phone}
              </a>
            </p>
            {record.email ? (
              <p className="text-sm">
                <a className="break-all text-clay-700 underline underline-offset-4" href={`mailto:${record.email}`}>
                  {record.email}
                </a>
              </p>
            ) : null}
            <dl className="mt-2 text-sm">
              <Row label={t`Language of the messages`}>{LOCALE_NAMES[isLocale(record.language) ? record.language : 'en']}</Row>
            </dl>
          </Card>
          <Card title={t`Account`}>
            {record.user_id ? (
              <p className="text-sm text-ink-700">
                {t`This customer has an account now: their orders are on it.`}{' '}
                <Link to={adminPaths.customer(record.user_id)} className="font-semibold text-clay-700 underline underline-offset-4">
                  {t`Open the account`}
                </Link>
              </p>
            ) : (
              <p className="text-sm text-ink-700">
                {record.email ? t`No account yet: when they sign up with this e-mail address and verify it, these orders join their account.` : t`No account yet.`}
              </p>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
