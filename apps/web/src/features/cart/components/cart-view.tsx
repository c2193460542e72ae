import { Link } from 'react-router';
import { CART_MESSAGES, titleWithVariant, type Cart, type CartItem } from '@atelier/contracts';
import { Button, buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { OfflineNote } from '@/components/offline-note';
import { EmptyState, ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { useShownCart } from '../api/shown-cart';
import { useRemoveCartItem, useUpdateCartItem } from '../api/change-cart';
import { QuantityStepper } from './quantity-stepper';
import { errorMessage } from '@/lib/api-client';
import { specText } from '@/lib/i18n/spec-messages';
import { t } from '@lingui/core/macro';
import { useFormat } from '@/lib/i18n/use-format';

export interface CartViewProps {
  /** 'Proceed to Checkout' with the cart as shown. */
  onCheckout: (cart: Cart) => void;
  /** An item's picture or name was chosen (→ /payment with its details). */
  onItemOpen: (item: CartItem) => void;
}

/**
 * The cart page body (spec 02 §2 Cart): lines with picture, name and variant ("Imigongo High-Tops — 42",
 * docs/decisions/127; every change names the line's variant), price, −/+ quantity (optimistic,
 * reverted with the server's reason or 'Failed to update cart'; 0 removes; an artwork has no +), line total and Remove; the Order Summary
 * (Subtotal, 'Shipping: Free', Total) and 'Proceed to Checkout'. Empty and failed states. With the
 * network gone (docs/decisions/136), the last cart this device saw, read-only: no quantity change,
 * Remove or checkout until it is back, and a note that says so.
 */
export function CartView({ onCheckout, onItemOpen }: CartViewProps) {
  const { money } = useFormat();
  const { cart, data, offline } = useShownCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();

  if (!data && offline) return <OfflineNote>{t`You are offline. Your cart will show here when the connection is back.`}</OfflineNote>;
  if (!data && cart.isPending) {
    return (
      <div role="status" aria-label={t`Loading cart`} className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
        ))}
      </div>
    );
  }
  if (!data || (cart.isError && !offline)) {
    return <ErrorState title={specText(CART_MESSAGES.loadFailed)} message={errorMessage(cart.error, '')} onRetry={() => void cart.refetch()} retryLabel={t`Try again`} />;
  }
  const note = offline ? (
    <OfflineNote className="lg:col-span-2">{t`You are offline: this is your cart as you last saw it. Changing it and checking out will work again when the connection is back.`}</OfflineNote>
  ) : null;
  if (data.items.length === 0) {
    return (
      <>
        {note}
        <EmptyState
          title={specText(CART_MESSAGES.empty)}
          action={
            <Link to={paths.store} className={buttonClass('primary', 'md')}>
              {t`Start Shopping`}
            </Link>
          }
        >
          {t`Hand-painted sneakers and original art are waiting in the store.`}
        </EmptyState>
      </>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
      {note}
      <ul className="grid min-w-0 grid-cols-1 gap-3" aria-label={t`Cart items`}>
        {data.items.map((item) => {
          const name = titleWithVariant(item.title, item.variantTitle);
          const key = { productId: item.productId, variantId: item.variantId };
          return (
            <li key={`${item.productId}-${item.variantId}`} className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-3 sm:gap-5 sm:p-4">
              <button type="button" onClick={() => onItemOpen(item)} className="size-24 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:size-28" aria-label={t`View ${name}`}>
                <ResponsiveImage src={item.frontimage} alt={name} width={320} height={320} sizes="112px" className="size-full object-cover" />
              </button>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex items-start justify-between gap-2">
                  <button type="button" onClick={() => onItemOpen(item)} className="min-h-11 text-left font-display text-lg leading-snug hover:text-clay-700">
                    {name}
                  </button>
                  <Button
                    variant="danger"
                    size="sm"
                    className="-mr-2 -mt-1 px-3"
                    onClick={() => remove.mutate(key)}
                    disabled={offline || (remove.isPending && remove.variables?.productId === item.productId && remove.variables.variantId === item.variantId)}
                    aria-label={t`Remove ${name}`}
                  >
                    <Icon.Trash className="size-4" /> <span className="hidden sm:inline">{t`Remove`}</span>
                  </Button>
                </div>
                <p className="text-sm text-ink-600">{t`${money(item.price)} each`}</p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                  <QuantityStepper title={name} quantity={item.quantity} oneOfAKind={item.kind === 'artwork'} disabled={offline} onChange={(quantity) => update.mutate({ ...key, quantity })} />
                  <p className="font-bold tabular-nums" aria-label={t`Line total ${money(item.lineTotal)}`}>
                    {money(item.lineTotal)}
                  </p>
                </div>
              </div>
            </li>
          );
        })}
      </ul>

      <aside aria-labelledby="order-summary-title" className="rounded-2xl bg-ink-900 p-5 text-paper lg:sticky lg:top-24">
        <h2 id="order-summary-title" className="text-xl text-paper">
          {t`Order Summary`}
        </h2>
        <dl className="mt-4 grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-paper/80">{t`Subtotal`}</dt> <dd className="tabular-nums">{money(data.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-paper/80">{t`Shipping:`}</dt> <dd>{data.shipping > 0 ? money(data.shipping) : t`Free`}</dd>
          </div>
          <div className="mt-1 flex justify-between gap-4 border-t border-paper/15 pt-3 text-base">
            <dt className="font-semibold">{t`Total`}</dt> <dd className="font-bold tabular-nums">{money(data.total)}</dd>
          </div>
        </dl>
        <button type="button" onClick={() => onCheckout(data)} disabled={offline} className={buttonClass('primary', 'lg', 'mt-5 w-full disabled:opacity-50')}>
          {t`Proceed to Checkout`}
        </button>
        <Link to={paths.store} className="mt-3 flex min-h-11 items-center justify-center text-sm font-medium text-gold-300 underline-offset-4 hover:underline">
          {t`Continue shopping`}
        </Link>
      </aside>
    </div>
  );
}
