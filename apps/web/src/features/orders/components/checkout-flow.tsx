import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AFTER_ORDER_REDIRECT_MS, CHECKOUT_MESSAGES, OrderQuote, titleWithVariant, toMinor, type CreateOrderBody, type Order } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as Icon from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { FormAlert } from '@/components/form-alert';
import { OfflineNote } from '@/components/offline-note';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/connection';
import { createOrder, orderErrorText, quoteQueryKey, sendConfirmationEmail, useOrder, useOrderQuote } from '../api/orders';
import { type CheckoutCartData } from '../checkout-data';
import { CheckoutForm, type CheckoutFormValues, type SavedAddress } from './checkout-form';
import { CouponBox, type AppliedCoupon } from './coupon-box';
import { Invoice } from './invoice';
import { OrderSuccessModal } from './order-success-modal';
import { TotalsBox } from './totals-box';
import { specText } from '@/lib/i18n/checkout-messages';
import { t } from '@lingui/core/macro';
import { moneyText } from '@/lib/i18n/use-format';

export interface CheckoutFlowProps {
  cartData: CheckoutCartData;
  fromCart: boolean;
  /** Prefills the form (e.g. the signed-in customer's name, e-mail and phone). */
  initialForm?: Partial<CheckoutFormValues>;
  /** This checkout's Idempotency-Key, kept across reloads (checkoutMemory): resending returns the same order. */
  idempotencyKey: string;
  /** The order exists: the route remembers it, clears the cart (when it came from the cart) and updates the shell. Never blocks. */
  onOrderPlaced: (order: Order) => void;
  /** Finish → /store. */
  onFinish: () => void;
  /** For the same-address checkbox: the saved account address, null when none. */
  loadSavedAddress?: () => Promise<SavedAddress | null>;
}

type Placed = { order: Order; whatsappUrl: string; popupBlocked: boolean };

/** The invoice of the order just created, its payment status re-fetched every 30 s and on Refresh status (spec 02 §4). */
function LiveInvoice({ order }: { order: Order }) {
  const live = useOrder(order.id, order);
  return <Invoice order={live.data ?? order} onRefresh={() => void live.refetch()} refreshing={live.isFetching} />;
}

/**
 * A direct purchase opened again after its order was placed (reload, or Back from the store): its
 * invoice, not a fresh form that would order it twice (docs/decisions/090).
 */
export function PlacedOrder({ orderId, onFinish }: { orderId: string; onFinish: () => void }) {
  const order = useOrder(orderId);
  if (order.isPending) return <PageSpinner label={t`Loading your order...`} />;
  if (order.isError) return <ErrorState title={orderErrorText(order.error)} onRetry={() => void order.refetch()} />;
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-4">
      <h1 className="no-print text-3xl sm:text-4xl">{t`Thank you!`}</h1>
      <p className="no-print text-ink-700">
        {t`This order is placed: order`} <strong className="font-semibold text-ink-900">{order.data.order_number}</strong>.
      </p>
      <Invoice order={order.data} onRefresh={() => void order.refetch()} refreshing={order.isFetching} />
      <Button size="lg" variant="dark" className="no-print w-full sm:w-auto sm:justify-self-start" onClick={onFinish}>
        {t`Continue shopping`}
      </Button>
    </div>
  );
}

/** The new quote a 409 'price changed' reply carries, if it carries one. */
function quoteOf(error: unknown): OrderQuote | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = OrderQuote.safeParse(error.body.quote);
  return parsed.success ? parsed.data : null;
}

/**
 * Checkout (spec 02 §2 Checkout, §4, §7): payment-information form, then the order screen (banner,
 * back button, 'Complete Your Order', items, coupon box, totals, BUY DIRECT), then the invoice and the
 * 'Order Created Successfully!' modal.
 *
 * The order screen shows the server's quote (POST /api/orders/quote, docs/decisions/090): lines, subtotal,
 * discount, shipping and total priced by the code that prices the order, with a loading state and
 * the server's refusal. BUY DIRECT is offered only for the quote on screen and sends its total as
 * `expectedTotal`; if the price changed meanwhile the server answers 409 with the new quote, which
 * replaces the old one on screen with the message, and nothing is sent to WhatsApp.
 *
 * BUY DIRECT opens the WhatsApp tab inside the click (so pop-up blockers allow it), saves the order
 * with the checkout's Idempotency-Key (a double click, a retry or a reload returns the same order),
 * then points the tab at the server's wa.me link. If saving fails the tab closes and nothing is sent.
 */
export function CheckoutFlow({ cartData, fromCart, initialForm, idempotencyKey, onOrderPlaced, onFinish, loadSavedAddress }: CheckoutFlowProps) {
  const [step, setStep] = useState<'form' | 'order'>('form');
  const [form, setForm] = useState<CheckoutFormValues | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // After the order: back to /store after 3 s (spec 02 §4) unless the customer chooses to stay and
  // read the invoice ('View invoice' closes the dialog and stops the countdown: WCAG 2.2.1).
  const [redirecting, setRedirecting] = useState(false);
  const queryClient = useQueryClient();
  const finish = useEffectEvent(onFinish);
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => finish(), AFTER_ORDER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting]);
  const inFlight = useRef(false);
  // An order needs the network (docs/decisions/136): BUY DIRECT waits for it, and says so.
  const online = useOnline();

  // Each line names its variant (docs/decisions/127); a single-variant item bought directly may name none.
  const lines = cartData.items.map((i) => ({ productId: i.productId, ...(typeof i.variantId === 'number' ? { variantId: i.variantId } : {}), quantity: Math.max(1, i.quantity || 1) }));
  // The body the server prices: the quote and the order send the same one (spec 02 §7 POST /api/orders).
  const body: CreateOrderBody | null = form
    ? { paymentMethod: 'whatsapp', formData: form, cartData: { items: lines }, fromCart, coupon: coupon ? { code: coupon.code, type: coupon.type, value: coupon.value } : null }
    : null;
  const quote = useOrderQuote(step === 'order' && !placed ? body : null);
  const shown = quote.data;
  // Only a settled quote for what is on screen may be ordered.
  const settled = !!shown && !quote.isPlaceholderData && !quote.isFetching && !quote.isError;
  const itemCount = shown?.itemCount ?? lines.reduce((n, l) => n + l.quantity, 0);

  const buyDirect = async () => {
    if (inFlight.current || !body || !shown || !settled || !online) return;
    inFlight.current = true;
    // Opened inside the click so pop-up blockers let it through; pointed at WhatsApp once the order exists.
    const win = window.open('', '_blank');
    try {
      if (win) {
        win.document.title = t`Opening WhatsApp…`;
        win.document.body.textContent = t`Saving your order and opening WhatsApp…`;
      }
    } catch {
      // a browser may not let us write into the new tab; it still opens WhatsApp below
    }
    setSending(true);
    setError(null);
    try {
      const reply = await createOrder(
        {
          ...body,
          cartData: { items: lines, subtotal: shown.subtotal, shipping: shown.shipping, total: shown.total, itemCount: shown.itemCount },
          whatsappSent: true,
          discount: shown.discount,
          expectedTotal: shown.total,
        },
        idempotencyKey,
      );
      let popupBlocked = !win || win.closed;
      if (win && !popupBlocked) {
        try {
          win.opener = null;
          win.location.href = reply.whatsappUrl;
        } catch {
          popupBlocked = true;
        }
      }
      const order = reply.order;
      setPlaced({ order, whatsappUrl: reply.whatsappUrl, popupBlocked });
      setModalOpen(true);
      // A blocked pop-up needs the customer's tap on 'Open WhatsApp': no countdown then.
      setRedirecting(!popupBlocked);
      window.scrollTo({ top: 0 });
      onOrderPlaced(order);
      sendConfirmationEmail({
        orderId: reply.orderId,
        customerEmail: order.customer_email,
        customerName: `${order.customer_first_name} ${order.customer_last_name}`.trim(),
        orderItems: order.order_items.map((i) => ({ name: titleWithVariant(i.product_name, i.variant_title), quantity: i.quantity, price: i.unit_price, total: i.line_total })),
        subtotal: order.subtotal,
        discount: order.discount,
        couponCode: order.coupon_code,
        total: order.total,
        paymentMethod: order.payment_method,
        orderStatus: 'pending_payment',
        customerAddress: [order.shipping_address, order.shipping_city, order.shipping_state, order.shipping_country].filter(Boolean).join(', '),
        customerPhone: order.customer_phone,
      }).catch((e: unknown) => console.warn('Order confirmation e-mail was not sent', e));
    } catch (e) {
      win?.close();
      const fresh = quoteOf(e);
      if (fresh) {
        // The price changed since the quote: show the server's new one; the customer decides again.
        queryClient.setQueryData(quoteQueryKey(body), fresh);
        setError(`${errorMessage(e, specText(CHECKOUT_MESSAGES.priceChanged))} ${t`New total: ${moneyText(fresh.total)}.`}`);
      } else setError(errorMessage(e, specText(CHECKOUT_MESSAGES.saveFailed)));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (placed) {
    return (
      <div className="mx-auto grid max-w-2xl grid-cols-1 gap-4">
        <h1 className="no-print text-3xl sm:text-4xl">{t`Thank you!`}</h1>
        {placed.popupBlocked ? (
          <FormAlert
            className="no-print"
            message={
              <>
                {specText(CHECKOUT_MESSAGES.popupBlocked)}{' '}
                <a href={placed.whatsappUrl} target="_blank" rel="noopener noreferrer" className="underline">
                  {t`Open WhatsApp`}
                </a>
              </>
            }
          />
        ) : null}
        <LiveInvoice order={placed.order} />
        <Button size="lg" variant="dark" className="no-print w-full sm:w-auto sm:justify-self-start" onClick={onFinish}>
          {t`Continue shopping`}
        </Button>
        <OrderSuccessModal
          open={modalOpen}
          orderNumber={placed.order.order_number}
          onClose={() => {
            setModalOpen(false);
            setRedirecting(false);
          }}
          redirecting={redirecting}
          onFinish={onFinish}
          whatsappUrl={placed.whatsappUrl}
          popupBlocked={placed.popupBlocked}
        />
      </div>
    );
  }

  if (step === 'form' || !form) {
    return (
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-6 text-3xl sm:text-4xl">{t`Checkout`}</h1>
        <CheckoutForm
          initial={form ?? initialForm}
          loadSavedAddress={loadSavedAddress}
          onSubmit={(values) => {
            setForm(values);
            setStep('order');
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
      <div className="grid min-w-0 grid-cols-1 gap-5">
        <p className="flex items-center gap-2 rounded-2xl bg-green-50 px-4 py-3 text-sm font-semibold text-green-800">
          <Icon.Check className="size-5 shrink-0" />
          {fromCart ? t`Processing ${itemCount} item(s) from your cart` : t`Processing ${itemCount} item(s)`}
        </p>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => setStep('form')}
            aria-label={t`Back to payment information`}
            className="flex size-11 shrink-0 items-center justify-center rounded-full border border-ink-900/20 bg-white hover:border-ink-900"
          >
            <Icon.ArrowLeft className="size-5" />
          </button>
          <h1 className="text-3xl sm:text-4xl">{t`Complete Your Order`}</h1>
        </div>

        <section aria-labelledby="order-items-title" className="rounded-2xl border border-sand-200 bg-white p-4">
          <h2 id="order-items-title" className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">
            {t`Your items`}
          </h2>
          {shown ? (
            <ul className="mt-2 divide-y divide-sand-200" aria-busy={!settled || undefined}>
              {shown.lines.map((item) => (
                <li key={`${item.productId}-${item.variantId}`} className="flex items-center gap-3 py-3">
                  <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                    <ResponsiveImage src={item.frontimage} alt={titleWithVariant(item.title, item.variantTitle)} width={320} height={320} sizes="64px" className="size-full object-cover" />
                  </div>
                  <div className="min-w-0 flex-1">
                    {/* The whole name, wrapped: the customer checks what is ordered (a phone showed "Imigongo Hi…"). */}
                    <p className="leading-snug font-semibold break-words">{titleWithVariant(item.title, item.variantTitle)}</p>
                    <p className="text-sm text-ink-600">
                      {item.quantity} × {moneyText(item.unitPrice)}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold tabular-nums">{moneyText(item.lineTotal)}</p>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="mt-2 grid gap-3" aria-hidden="true">
              {lines.map((l, i) => (
                <li key={i} className="h-16 rounded-lg bg-sand-100 motion-safe:animate-pulse" />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="deliver-title" className="rounded-2xl border border-sand-200 bg-white p-4 text-sm wrap-anywhere">
          <div className="flex items-center justify-between gap-2">
            <h2 id="deliver-title" className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">
              {t`Deliver to`}
            </h2>
            <button type="button" onClick={() => setStep('form')} className="min-h-11 px-2 font-semibold text-clay-700 underline-offset-4 hover:underline">
              {t`Edit`}
            </button>
          </div>
          <p className="font-semibold">
            {form.firstName} {form.lastName}
          </p>
          <p className="text-ink-700">{[form.address, form.address2, form.city, form.state, form.postalCode, form.country].filter(Boolean).join(', ')}</p>
          <p className="text-ink-700">
            {form.email} · {form.phone}
          </p>
        </section>
      </div>

      <div className="grid min-w-0 grid-cols-1 gap-4 lg:sticky lg:top-24">
        <CouponBox subtotalMinor={toMinor(shown?.subtotal ?? 0)} onChange={setCoupon} disabled={sending || !shown} />
        {shown ? (
          <div aria-busy={!settled || undefined} className={cn(!settled && 'opacity-70')}>
            <TotalsBox
              subtotalMinor={toMinor(shown.subtotal)}
              discountMinor={toMinor(shown.discount)}
              shippingMinor={toMinor(shown.shipping)}
              totalMinor={toMinor(shown.total)}
              couponCode={shown.couponCode}
            />
          </div>
        ) : null}
        {quote.isFetching ? (
          <p role="status" className="text-sm text-ink-600">
            {shown ? t`Updating your total...` : t`Checking prices...`}
          </p>
        ) : null}
        {quote.isError && !quote.isFetching ? (
          <FormAlert
            as="div"
            message={
              <>
                <p>{errorMessage(quote.error, specText(CHECKOUT_MESSAGES.quoteFailed))}</p>
                <button type="button" onClick={() => void quote.refetch()} className="mt-1 min-h-11 font-semibold underline">
                  {t`Try again`}
                </button>
              </>
            }
          />
        ) : null}
        <FormAlert message={error} />
        {online ? null : <OfflineNote>{t`You are offline: buying will work again when the connection is back.`}</OfflineNote>}
        <button
          type="button"
          onClick={() => void buyDirect()}
          disabled={sending || !settled || !online}
          aria-busy={sending || undefined}
          className={cn(
            'flex min-h-14 w-full items-center justify-center gap-2 rounded-full bg-[#1f7a4a] px-6 text-base font-bold tracking-wide text-white transition-colors hover:bg-[#17603a] disabled:cursor-wait disabled:opacity-70',
          )}
        >
          <Icon.Chat className="size-5" />
          {sending ? specText(CHECKOUT_MESSAGES.sending) : t`BUY DIRECT`}
        </button>
        <p className="text-center text-xs text-ink-600">{t`We save your order, then WhatsApp opens with your order number so you can send it to us.`}</p>
      </div>
    </div>
  );
}
