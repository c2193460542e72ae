import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { AFTER_ORDER_REDIRECT_MS, CHECKOUT_MESSAGES, formatRwf, fromMinor, toMinor, totalAfterDiscount, type Order } from '@atelier/contracts';
import { Button } from '@/components/button';
import * as Icon from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { createOrder, sendConfirmationEmail, useOrder } from '../api/orders';
import { newIdempotencyKey, subtotalMinorOf, type CheckoutCartData } from '../checkout-data';
import { CheckoutForm, type CheckoutFormValues, type SavedAddress } from './checkout-form';
import { CouponBox, type AppliedCoupon } from './coupon-box';
import { Invoice } from './invoice';
import { OrderSuccessModal } from './order-success-modal';
import { TotalsBox } from './totals-box';

export interface CheckoutFlowProps {
  cartData: CheckoutCartData;
  fromCart: boolean;
  /** Prefills the form (e.g. the signed-in customer's name, e-mail and phone). */
  initialForm?: Partial<CheckoutFormValues>;
  /** The order exists: the route clears the cart (when it came from the cart) and updates the shell. Never blocks. */
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
 * Checkout (spec 02 §2 Checkout, §4, §7): payment-information form, then the order screen (banner,
 * back button, 'Complete Your Order', items, coupon box, totals, BUY DIRECT), then the invoice and the
 * 'Order Created Successfully!' modal.
 *
 * BUY DIRECT opens the WhatsApp tab inside the click (so pop-up blockers allow it), saves the order
 * with one Idempotency-Key per checkout (a double click or a retry returns the same order), then
 * points the tab at the server's wa.me link. If saving fails the tab closes and nothing is sent.
 */
export function CheckoutFlow({ cartData, fromCart, initialForm, onOrderPlaced, onFinish, loadSavedAddress }: CheckoutFlowProps) {
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
  const idempotencyKey = useRef(newIdempotencyKey());
  const finish = useEffectEvent(onFinish);
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => finish(), AFTER_ORDER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting]);
  const inFlight = useRef(false);

  const items = cartData.items;
  const itemCount = items.reduce((n, i) => n + Math.max(1, i.quantity || 1), 0);
  const subtotalMinor = subtotalMinorOf(items);
  const shippingMinor = toMinor(cartData.shipping ?? 0);
  const discountMinor = coupon?.discountMinor ?? 0;
  const totalMinor = totalAfterDiscount(subtotalMinor + shippingMinor, discountMinor);

  const buyDirect = async () => {
    if (inFlight.current || !form) return;
    inFlight.current = true;
    // Opened inside the click so pop-up blockers let it through; pointed at WhatsApp once the order exists.
    const win = window.open('', '_blank');
    try {
      if (win) {
        win.document.title = 'Opening WhatsApp…';
        win.document.body.textContent = 'Saving your order and opening WhatsApp…';
      }
    } catch {
      // a browser may not let us write into the new tab; it still opens WhatsApp below
    }
    setSending(true);
    setError(null);
    try {
      const reply = await createOrder(
        {
          paymentMethod: 'whatsapp',
          formData: form,
          cartData: {
            items: items.map((i) => ({ productId: i.productId, quantity: Math.max(1, i.quantity || 1), title: i.title, price: i.price })),
            subtotal: fromMinor(subtotalMinor),
            shipping: fromMinor(shippingMinor),
            total: fromMinor(totalMinor),
            itemCount,
          },
          fromCart,
          whatsappSent: true,
          coupon: coupon ? { code: coupon.code, type: coupon.type, value: coupon.value } : null,
          discount: fromMinor(discountMinor),
        },
        idempotencyKey.current,
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
        orderItems: order.order_items.map((i) => ({ name: i.product_name, quantity: i.quantity, price: i.unit_price, total: i.line_total })),
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
      setError(errorMessage(e, CHECKOUT_MESSAGES.saveFailed));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (placed) {
    return (
      <div className="mx-auto grid max-w-2xl grid-cols-1 gap-4">
        <h1 className="no-print text-3xl sm:text-4xl">Thank you!</h1>
        {placed.popupBlocked ? (
          <p role="alert" className="no-print rounded-xl bg-clay-50 p-4 text-sm font-medium text-clay-800">
            {CHECKOUT_MESSAGES.popupBlocked}{' '}
            <a href={placed.whatsappUrl} target="_blank" rel="noopener noreferrer" className="underline">
              Open WhatsApp
            </a>
          </p>
        ) : null}
        <LiveInvoice order={placed.order} />
        <Button size="lg" variant="dark" className="no-print w-full sm:w-auto sm:justify-self-start" onClick={onFinish}>
          Continue shopping
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
        <h1 className="mb-6 text-3xl sm:text-4xl">Checkout</h1>
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
          Processing {itemCount} item(s){fromCart ? ' from your cart' : ''}
        </p>
        <div className="flex items-center gap-3">
          <button type="button" onClick={() => setStep('form')} aria-label="Back to payment information" className="flex size-11 shrink-0 items-center justify-center rounded-full border border-ink-900/20 bg-white hover:border-ink-900">
            <Icon.ArrowLeft className="size-5" />
          </button>
          <h1 className="text-3xl sm:text-4xl">Complete Your Order</h1>
        </div>

        <section aria-labelledby="order-items-title" className="rounded-2xl border border-sand-200 bg-white p-4">
          <h2 id="order-items-title" className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">
            Your items
          </h2>
          <ul className="mt-2 divide-y divide-sand-200">
            {items.map((item) => (
              <li key={item.productId} className="flex items-center gap-3 py-3">
                <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                  <ResponsiveImage src={item.frontimage} alt={item.title} width={320} height={320} sizes="64px" className="size-full object-cover" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{item.title}</p>
                  <p className="text-sm text-ink-600">
                    {Math.max(1, item.quantity || 1)} × {formatRwf(item.price)}
                  </p>
                </div>
                <p className="font-semibold tabular-nums">{formatRwf(fromMinor(toMinor(item.price) * Math.max(1, item.quantity || 1)))}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="deliver-title" className="rounded-2xl border border-sand-200 bg-white p-4 text-sm wrap-anywhere">
          <div className="flex items-center justify-between gap-2">
            <h2 id="deliver-title" className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">
              Deliver to
            </h2>
            <button type="button" onClick={() => setStep('form')} className="min-h-11 px-2 font-semibold text-clay-700 underline-offset-4 hover:underline">
              Edit
            </button>
          </div>
          <p className="font-semibold">
            {form.firstName} {form.lastName}
          </p>
          <p className="text-ink-700">
            {[form.address, form.address2, form.city, form.state, form.postalCode, form.country].filter(Boolean).join(', ')}
          </p>
          <p className="text-ink-700">
            {form.email} · {form.phone}
          </p>
        </section>
      </div>

      <div className="grid min-w-0 grid-cols-1 gap-4 lg:sticky lg:top-24">
        <CouponBox subtotalMinor={subtotalMinor} onChange={setCoupon} disabled={sending} />
        <TotalsBox subtotalMinor={subtotalMinor} discountMinor={discountMinor} shippingMinor={shippingMinor} totalMinor={totalMinor} couponCode={coupon?.code} />
        {error ? (
          <p role="alert" className="rounded-xl bg-clay-50 p-4 text-sm font-medium text-clay-800">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void buyDirect()}
          disabled={sending}
          aria-busy={sending || undefined}
          className={cn(
            'flex min-h-14 w-full items-center justify-center gap-2 rounded-full bg-[#1f7a4a] px-6 text-base font-bold tracking-wide text-white transition-colors hover:bg-[#17603a] disabled:cursor-wait disabled:opacity-70',
          )}
        >
          <Icon.Chat className="size-5" />
          {sending ? CHECKOUT_MESSAGES.sending : 'BUY DIRECT'}
        </button>
        <p className="text-center text-xs text-ink-600">We save your order, then WhatsApp opens with your order number so you can send it to us.</p>
      </div>
    </div>
  );
}
