import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { can, type AdminAddress, type AdminMomoAttempt, type AdminOrder, type AdminPayment, type OrderStatus } from '@atelier/contracts';
import { Button, buttonClass } from '@/components/button';
import * as BaseIcon from '@/components/icons';
import { Modal } from '@/components/modal';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { ChannelBadge, PaymentBadge, StatusBadge, labelOf } from '@admin/components/badges';
import { NoAccountBadge } from '@admin/components/desk-badges';
import { rwf } from '@admin/components/format';
import { PageTitle } from '@admin/components/page-title';
import { PAYMENT_METHOD_NAMES } from '@admin/i18n/labels';
import { adminPaths } from '@admin/paths';
import { customerWhatsappUrl } from '../whatsapp';
import { Card, Row } from '@admin/components/card';
import { OrderNotes } from './notes';
import { PayLinkCard } from './pay-link';
import { PaymentForm } from './payment-form';
import { RefundForm, refundable } from './refund-form';
import { STATUS_ACTIONS, StatusForm } from './status-form';
import { OrderTimeline } from './timeline';
import { VoidForm } from './void-form';

type Dialog = { kind: 'status'; to: OrderStatus } | { kind: 'payment' } | { kind: 'refund' } | { kind: 'void'; payment: AdminPayment } | null;

function Address({ address }: { address: AdminAddress }) {
  if (![address.address, address.address2, address.city, address.state, address.postal_code].some(Boolean)) return <p className="text-sm text-ink-600">{t`No address given.`}</p>;
  return (
    <address className="text-sm not-italic text-ink-800">
      {[address.address, address.address2, [address.city, address.state].filter(Boolean).join(', '), [address.postal_code, address.country].filter(Boolean).join(' ')].filter(Boolean).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Payments received, voided ones struck through with who voided them and why; the owner may void. */
function Payments({ order, canVoid, onVoid }: { order: AdminOrder; canVoid: boolean; onVoid: (payment: AdminPayment) => void }) {
  if (!order.payments.length) return <p className="text-sm text-ink-600">{t`No payment recorded yet.`}</p>;
  return (
    <ul className="grid gap-2">
      {order.payments.map((p) => (
        <li key={p.id} className={cn('flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand-50 px-3 py-2 text-sm', p.voided_at && 'opacity-70')}>
          <div className="min-w-0">
            <p className={cn('font-semibold text-ink-900', p.voided_at && 'line-through')}>
              {rwf(p.amount)} · {labelOf(PAYMENT_METHOD_NAMES, p.method)}
            </p>
            <p className="break-all text-xs text-ink-600">
              {p.reference ? `${t`Ref. ${p.reference}`} · ` : ''}
              {t`paid ${formatDateTime(p.paid_at)}`}
              {p.recorded_by ? ` · ${t`by ${p.recorded_by.name}`}` : ''}
            </p>
            {p.voided_at ? (
              <p className="text-xs font-medium text-clay-800">
                {p.voided_by ? t`Voided ${formatDateTime(p.voided_at)} by ${p.voided_by.name}` : t`Voided ${formatDateTime(p.voided_at)}`}: {p.void_reason}
              </p>
            ) : null}
          </div>
          {canVoid && !p.voided_at ? (
            <Button variant="danger" size="sm" onClick={() => onVoid(p)} aria-label={t`Void payment ${p.reference ?? rwf(p.amount)}`}>
              {t`Void`}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An MTN MoMo attempt's status and reason, as the owner reads them. */
function momoStatusText(a: AdminMomoAttempt): string {
  if (a.status === 'pending') return t`Awaiting approval on the phone`;
  if (a.status === 'successful') return a.payment_id ? t`Paid` : t`Paid on MoMo but not recorded: check and record it by hand`;
  switch (a.reason) {
    case 'not_enough_funds':
      return t`Failed: not enough money`;
    case 'payer_not_found':
      return t`Failed: number not registered for MoMo`;
    case 'rejected':
      return t`Failed: declined on the phone`;
    case 'expired':
      return t`Failed: timed out`;
    default:
      return t`Failed`;
  }
}

/**
 * The order's MTN MoMo request-to-pay attempts, newest first (docs/decisions/132): number, amount,
 * status and reason, MTN's transaction id and the request's reference, and when it was sent and ended.
 */
function MomoAttempts({ attempts }: { attempts: readonly AdminMomoAttempt[] }) {
  return (
    <>
      <h3 className="mt-4 mb-2 font-sans text-sm font-semibold text-ink-900">{t`MTN MoMo requests`}</h3>
      <ul className="grid gap-2">
        {attempts.map((a) => (
          <li key={a.id} className={cn('rounded-xl px-3 py-2 text-sm', a.status === 'successful' && !a.payment_id ? 'bg-clay-50' : 'bg-sand-50')}>
            <p className="font-semibold text-ink-900">
              {a.currency === 'RWF' ? rwf(a.amount) : `${a.currency} ${a.amount}`} · {a.phone}
            </p>
            <p className="text-xs text-ink-800">{momoStatusText(a)}</p>
            {a.status === 'successful' && !a.payment_id && a.reason ? <p className="break-all text-xs text-ink-600">{a.reason}</p> : null}
            <p className="break-all text-xs text-ink-600">
              {a.financial_transaction_id ? `${t`MTN transaction ${a.financial_transaction_id}`} · ` : ''}
              {t`Ref. ${a.reference}`} · {t`sent ${formatDateTime(a.created_at)}`}
              {a.finished_at ? ` · ${t`ended ${formatDateTime(a.finished_at)}`}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * An order as the back office shows it (docs/decisions/100): its lines, customer, addresses, money
 * (paid, due, refunds), payments, internal notes and timeline, with the actions the role may take:
 * move the status by the transition table, record a payment, void one or record a refund (owner),
 * and message the customer on WhatsApp; its channel, its pay link (docs/decisions/128) and the way
 * to edit it. The dialogs close after a write, with a toast.
 */
export function OrderDetail({ order }: { order: AdminOrder }) {
  const { user } = useAuth();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  /** Closes the dialog after a write and says what happened. */
  const done = (text: string) => () => {
    toast.success(text);
    setDialog(null);
  };

  const whatsapp = customerWhatsappUrl(order);
  const canPay = order.status !== 'cancelled' && order.amount_due > 0;
  const canRefund = can(user?.role, 'refunds.record') && refundable(order) > 0;

  return (
    <>
      <Link to={adminPaths.orders} className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-700 hover:bg-sand-100">
        <BaseIcon.ChevronLeft className="size-4" /> {t`Orders`}
      </Link>
      <PageTitle title={t`Order ${order.order_number}`}>
        <span className="mr-2">{t`Placed ${formatDateTime(order.created_at)}`}</span>
        <span className="inline-flex flex-wrap gap-2 align-middle">
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.payment_status} />
          <ChannelBadge channel={order.channel} />
        </span>
      </PageTitle>

      <div className="mb-5 flex flex-wrap gap-2" aria-label={t`Order actions`} role="group">
        {canPay ? (
          <Button variant="primary" onClick={() => setDialog({ kind: 'payment' })}>
            {t`Record payment`}
          </Button>
        ) : null}
        {order.allowed_transitions
          .filter((to) => to !== 'cancelled')
          .map((to) => (
            <Button key={to} variant="dark" onClick={() => setDialog({ kind: 'status', to })}>
              {labelOf(STATUS_ACTIONS, to)}
            </Button>
          ))}
        {order.status !== 'cancelled' ? (
          <Link to={adminPaths.orderEdit(order.id)} className={buttonClass('outline')}>
            {t`Edit order`}
          </Link>
        ) : null}
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('outline')}>
            {t`Message on WhatsApp`}
          </a>
        ) : null}
        {canRefund ? (
          <Button variant="outline" onClick={() => setDialog({ kind: 'refund' })}>
            {t`Record refund`}
          </Button>
        ) : null}
        {order.allowed_transitions.includes('cancelled') ? (
          <Button variant="danger" onClick={() => setDialog({ kind: 'status', to: 'cancelled' })}>
            {t`Cancel order`}
          </Button>
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid gap-4">
          <Card title={t`Items (${order.lines.length})`}>
            <ul className="divide-y divide-sand-200">
              {order.lines.map((line) => (
                <li key={line.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">{line.product_name}</p>
                    {/* The variant bought, as the line kept it (docs/decisions/127); older lines have neither. */}
                    {line.variant_title || line.sku ? (
                      <p className="text-sm text-ink-800" data-testid="line-variant">
                        {line.variant_title ? <span className="font-medium">{line.variant_title}</span> : null}
                        {line.variant_title && line.sku ? ' · ' : null}
                        {line.sku ? <span className="font-mono text-xs text-ink-600">{t`SKU ${line.sku}`}</span> : null}
                      </p>
                    ) : null}
                    <p className="text-xs text-ink-600">
                      {[line.kind === 'artwork' ? t`Artwork` : null, line.size, line.material].filter(Boolean).join(' · ')}
                      {line.size || line.material || line.kind === 'artwork' ? ' · ' : ''}
                      {line.quantity} × {rwf(line.unit_price)}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-ink-900">{rwf(line.line_total)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 border-t border-sand-200 pt-2 text-sm">
              <Row label={t`Subtotal`}>{rwf(order.subtotal)}</Row>
              {order.discount > 0 ? <Row label={order.coupon ? t`Discount (${order.coupon.code})` : t`Discount`}>−{rwf(order.discount)}</Row> : null}
              {order.shipping > 0 ? <Row label={t`Shipping`}>{rwf(order.shipping)}</Row> : null}
              <Row label={t`Total`} strong>
                {rwf(order.total)}
              </Row>
            </dl>
          </Card>

          <Card title={t`Payments`}>
            <Payments order={order} canVoid={can(user?.role, 'payments.void')} onVoid={(payment) => setDialog({ kind: 'void', payment })} />
            {order.momo_attempts.length ? <MomoAttempts attempts={order.momo_attempts} /> : null}
            {order.refunds.length ? (
              <>
                <h3 className="mt-4 mb-2 font-sans text-sm font-semibold text-ink-900">{t`Refunds`}</h3>
                <ul className="grid gap-2">
                  {order.refunds.map((r) => (
                    <li key={r.id} className="rounded-xl bg-sand-50 px-3 py-2 text-sm">
                      <p className="font-semibold text-ink-900">
                        −{rwf(r.amount)} · {labelOf(PAYMENT_METHOD_NAMES, r.method)}
                      </p>
                      <p className="break-words text-xs text-ink-600">
                        {r.reason}
                        {r.reference ? ` · ${t`Ref. ${r.reference}`}` : ''} · {formatDateTime(r.recorded_at)}
                        {r.recorded_by ? ` · ${t`by ${r.recorded_by.name}`}` : ''}
                      </p>
                      {r.return_id ? (
                        <Link to={`${adminPaths.returns}?status=refunded`} className="text-xs font-semibold text-clay-700 underline underline-offset-4">
                          {t`Settles a return request`}
                        </Link>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card>

          {order.note ? (
            <Card title={t`Delivery note`}>
              <p className="text-sm whitespace-pre-line text-ink-800" data-testid="delivery-note">
                {order.note}
              </p>
            </Card>
          ) : null}
          <OrderNotes order={order} />
          <OrderTimeline entries={order.timeline} placedAt={order.created_at} />
        </div>

        {/* On a phone the money and the customer come first: what is due and who to call. */}
        <div className="order-first grid gap-4 lg:sticky lg:top-6 lg:order-none">
          <Card title={t`Money`}>
            <dl className="text-sm">
              <Row label={t`Total`}>{rwf(order.total)}</Row>
              <Row label={t`Paid`}>{rwf(order.amount_paid)}</Row>
              {order.amount_refunded > 0 ? <Row label={t`Refunded`}>−{rwf(order.amount_refunded)}</Row> : null}
              <Row label={t`Amount due`} strong>
                {rwf(order.amount_due)}
              </Row>
            </dl>
          </Card>
          <PayLinkCard order={order} />
          <Card title={t`Customer`}>
            <p className="font-semibold text-ink-900">{order.customer.name}</p>
            {order.customer.email ? (
              <p className="text-sm">
                <a className="break-all text-clay-700 underline underline-offset-4" href={`mailto:${order.customer.email}`}>
                  {order.customer.email}
                </a>
              </p>
            ) : null}
            {order.customer.phone ? (
              <p className="text-sm">
                <a className="text-clay-700 underline underline-offset-4" href={`tel:${order.customer.phone.replace(/[^\d+]/g, '')}`}>
                  {order.customer.phone}
                </a>
              </p>
            ) : null}
            {order.customer.user_id ? null : order.customer.customer_id ? (
              // Linked on a verified e-mail only, never by phone (docs/decisions/128).
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-600">
                <NoAccountBadge />
                {order.customer.email ? t`The order joins their account once they sign up with this e-mail address and verify it.` : null}
              </p>
            ) : (
              <p className="mt-1 text-xs text-ink-600">{t`Account deleted`}</p>
            )}
            {order.customer.user_id || order.customer.customer_id ? (
              // Their other orders, and a new one for them (docs/decisions/133).
              <Link
                to={order.customer.user_id ? adminPaths.customer(order.customer.user_id) : adminPaths.customerRecord(order.customer.customer_id!)}
                className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-clay-700 underline underline-offset-4"
              >
                {t`Customer page`}
              </Link>
            ) : null}
          </Card>
          <Card title={t`Shipping address`}>
            <Address address={order.shipping_address} />
          </Card>
          <Card title={t`Billing address`}>
            <Address address={order.billing_address} />
          </Card>
        </div>
      </div>

      <Modal open={dialog?.kind === 'payment'} onClose={close} title={t`Record a payment`}>
        {dialog?.kind === 'payment' ? <PaymentForm order={order} onDone={done(t`Payment recorded`)} onCancel={close} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'status'} onClose={close} title={dialog?.kind === 'status' ? labelOf(STATUS_ACTIONS, dialog.to) : ''}>
        {dialog?.kind === 'status' ? <StatusForm order={order} to={dialog.to} onDone={done(dialog.to === 'cancelled' ? t`Order cancelled` : t`Status changed`)} onCancel={close} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'void'} onClose={close} title={t`Void payment`}>
        {dialog?.kind === 'void' ? <VoidForm order={order} payment={dialog.payment} onDone={done(t`Payment voided`)} onCancel={close} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'refund'} onClose={close} title={t`Record a refund`}>
        {dialog?.kind === 'refund' ? <RefundForm order={order} onDone={done(t`Refund recorded`)} onCancel={close} /> : null}
      </Modal>
    </>
  );
}
