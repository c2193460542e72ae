import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { t } from '@lingui/core/macro';
import { CART_MESSAGES, titleWithVariant, type Cart } from '@atelier/contracts';
import { Button, buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { OfflineNote } from '@/components/offline-note';
import { ResponsiveImage } from '@/components/responsive-image';
import { useDialog } from '@/components/use-dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { specText } from '@/lib/i18n/spec-messages';
import { formatMoney } from '@/lib/i18n/format';
import { useFormat } from '@/lib/i18n/use-format';
import { useShownCart } from '../api/shown-cart';
import { cartErrorText, useClearCart, useUpdateCartItem } from '../api/change-cart';
import { QuantityStepper } from './quantity-stepper';

/** The drawer's own view of a line (spec 02 §2 Side cart drawer: id, title, image, price, amount). */
export interface SideCartItem {
  id: number;
  /** The line's variant (docs/decisions/127); its title is in `title` ("Imigongo High-Tops — 42"). */
  variantId: number;
  /** An artwork is one of a kind: its line has no +. */
  kind: 'product' | 'artwork';
  title: string;
  image: string | null;
  price: number;
  amount: number;
}

/** The server cart as the drawer's local items. */
export function toSideCartItems(cart: Cart | undefined): SideCartItem[] {
  return (cart?.items ?? []).map((i) => ({
    id: i.productId,
    variantId: i.variantId,
    kind: i.kind,
    title: titleWithVariant(i.title, i.variantTitle),
    image: i.frontimage,
    price: i.price,
    amount: i.quantity,
  }));
}

/**
 * The side cart drawer (spec 02 §2 Side cart drawer): lines with −/+ quantities (optimistic,
 * reverted with 'Failed to update cart'; 0 removes), the total in RWF with two decimals (spec 02 §1;
 * docs/decisions/122, else spelled as on every screen, 097), Clear cart, and links to View Cart, Transactions, Returns and Checkout (with
 * the cart as navigation state, as the cart page sends it). Escape or the backdrop closes it
 * (`onClose`); focus stays inside while open and returns to the button that opened it. Loaded on
 * demand by `SideCart`, so the store's first load does not carry it (docs/decisions/108). With the
 * network gone, the last cart this device saw, read-only (docs/decisions/136).
 */
export function SideCartDrawer({ onClose }: { onClose: () => void }) {
  const { money, locale } = useFormat();
  const { status } = useAuth();
  const { cart, data, offline } = useShownCart();
  const update = useUpdateCartItem();
  const clear = useClearCart();
  const navigate = useNavigate();
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const items = toSideCartItems(data);
  const close = onClose;

  useDialog(panel, true, (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });

  const link = 'flex min-h-11 items-center justify-center rounded-full border border-ink-900/15 px-3 text-sm font-semibold text-ink-800 hover:border-ink-900';

  return createPortal(
    <div className="no-print fixed inset-0 z-[90] flex justify-end">
      <div className="absolute inset-0 bg-ink-900/50 motion-safe:animate-fade-in" aria-hidden="true" onClick={close} />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className="relative flex h-full w-full max-w-sm flex-col bg-paper shadow-2xl motion-safe:animate-fade-in">
        <div className="flex items-center justify-between border-b border-sand-200 px-5 py-3">
          <h2 id={titleId} className="text-2xl">
            {t`Your cart`}
          </h2>
          <button type="button" onClick={close} aria-label={t`Close cart`} className="flex size-11 items-center justify-center rounded-full hover:bg-sand-100">
            <Icon.Close className="size-6" />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto px-5 py-4">
          {status !== 'signedOut' && offline ? (
            <OfflineNote className="mb-3">
              {data
                ? t`You are offline: this is your cart as you last saw it. Changing it and checking out will work again when the connection is back.`
                : t`You are offline. Your cart will show here when the connection is back.`}
            </OfflineNote>
          ) : null}
          {status === 'signedOut' ? (
            <p className="text-sm text-ink-700">
              <Link to={paths.login} state={{ from: `${location.pathname}${location.search}`, intent: 'cart' }} onClick={close} className="font-semibold text-clay-700 underline">
                {t`Log in`}
              </Link>{' '}
              {t`to see your cart.`}
            </p>
          ) : !data && offline ? null : cart.isError && !offline ? (
            <div role="alert" className="text-sm">
              <p className="font-medium text-clay-800">{specText(CART_MESSAGES.loadFailed)}</p>
              <button type="button" onClick={() => void cart.refetch()} className="min-h-11 font-semibold text-clay-700 underline">
                {t`Try again`}
              </button>
            </div>
          ) : !data ? (
            <p role="status" className="text-sm text-ink-600">
              {t`Loading...`}
            </p>
          ) : items.length === 0 ? (
            <div className="text-center">
              <p className="font-display text-xl">{specText(CART_MESSAGES.empty)}</p>
              <Link to={paths.store} onClick={close} className={buttonClass('primary', 'md', 'mt-4')}>
                {t`Start Shopping`}
              </Link>
            </div>
          ) : (
            <ul aria-label={t`Items in your cart`} className="grid grid-cols-1 gap-3">
              {items.map((item) => (
                <li key={`${item.id}-${item.variantId}`} className="flex min-w-0 gap-3 rounded-2xl border border-sand-200 bg-white p-2.5">
                  <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-sand-100">
                    <ResponsiveImage src={item.image} alt="" width={320} height={320} sizes="64px" className="size-full object-cover" />
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col">
                    <p className="truncate font-semibold">{item.title}</p>
                    <p className="text-sm text-ink-600">{money(item.price)}</p>
                    <QuantityStepper
                      title={item.title}
                      quantity={item.amount}
                      oneOfAKind={item.kind === 'artwork'}
                      onChange={(quantity) => update.mutate({ productId: item.id, variantId: item.variantId, quantity })}
                      disabled={offline}
                      className="mt-1 self-start"
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="border-t border-sand-200 px-5 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
          <div className="flex items-center justify-between">
            <span className="font-semibold">{t`Total`}</span>
            <span className="text-lg font-bold tabular-nums" data-testid="side-cart-total">
              {formatMoney(data?.total ?? 0, locale, { hundredths: true })}
            </span>
          </div>
          {items.length > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 w-full"
              disabled={offline || clear.isPending}
              onClick={() => clear.mutate(undefined, { onSuccess: () => toast.success(t`Cart cleared`), onError: (error) => toast.error(cartErrorText(error, specText(CART_MESSAGES.updateFailed))) })}
            >
              <Icon.Trash className="size-4" /> {t`Clear cart`}
            </Button>
          ) : null}
          <nav aria-label={t`Cart links`} className="mt-3 grid grid-cols-3 gap-2">
            <Link to={paths.cart} onClick={close} className={link}>
              {t`View Cart`}
            </Link>
            <Link to={paths.transactions} onClick={close} className={link}>
              {t`Transactions`}
            </Link>
            <Link to={paths.returns} onClick={close} className={link}>
              {t`Returns`}
            </Link>
          </nav>
          <button
            type="button"
            disabled={offline || items.length === 0 || !cart.data}
            onClick={() => {
              close();
              navigate(paths.checkout, { state: { cartData: cart.data, fromCart: true, source: 'cart' } });
            }}
            className={cn(buttonClass('primary', 'lg', 'mt-3 w-full'), 'disabled:opacity-50')}
          >
            {t`Checkout`}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
