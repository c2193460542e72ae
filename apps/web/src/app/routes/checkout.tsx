import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '@atelier/contracts';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { productFromState } from '@/features/catalog/product-details';
import { useClearCart } from '@/features/cart/api/change-cart';
import { useCheckoutCart } from '@/features/cart/api/get-cart';
import { getAddresses } from '@/features/accounts/api/get-addresses';
import { CheckoutFlow, PlacedOrder } from '@/features/orders/components/checkout-flow';
import { checkoutMemory, rememberPlacedOrder, singleItemCart, type CheckoutState } from '@/features/orders/checkout-data';
import { useAuth } from '@/lib/auth';
import { CART_UPDATED, dispatchAppEvent } from '@/lib/events';
import { getToken } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { specText } from '@/lib/i18n/checkout-messages';
import { t } from '@lingui/core/macro';

/**
 * /checkout (spec 02 §2 Checkout): needs cartData or a product in navigation state (none → /cart;
 * no token → /login remembering source, cartData and product).
 *
 * Each checkout is placed once (docs/decisions/090). A cart checkout orders the customer's server cart as
 * it is when the checkout opens (the state's copy only says it is a cart checkout): an empty one —
 * for instance already ordered, then reloaded or reached with Back — gives 'Your cart is empty.
 * Please add items first.' and goes to /cart. A direct purchase (one product or artwork) keeps its
 * Idempotency-Key and, once placed, its order id in this history entry's memory, so a reload or Back
 * shows its invoice instead of a fresh form. After the order, the cart is cleared when it came from
 * the cart, and the shell's count is refreshed.
 */
export default function CheckoutRoute() {
  useDocumentTitle(t`Checkout`);
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const clearCart = useClearCart();
  const state = (location.state ?? {}) as CheckoutState;
  const product = productFromState(state);
  const fromCart = state.fromCart === true || state.source === 'cart';
  const signedIn = !!getToken();
  const memory = useMemo(() => checkoutMemory(location.key), [location.key]);
  const serverCart = useCheckoutCart(location.key, fromCart && signedIn);
  const direct = product
    ? singleItemCart({
        productId: product.id,
        // The variant chosen on the payment page (docs/decisions/127).
        ...(typeof product.variantId === 'number' ? { variantId: product.variantId, variantTitle: product.variantTitle ?? '' } : {}),
        title: product.title,
        price: product.price,
        kind: product.kind,
        description: product.description,
        frontimage: product.frontimage ?? null,
      })
    : state.cartData;
  const cartData = fromCart ? serverCart.data : direct;
  const cartEmpty = fromCart ? serverCart.isSuccess && serverCart.data.items.length === 0 : !!state.cartData && state.cartData.items.length === 0;

  useEffect(() => {
    if (signedIn && cartEmpty) toast.error(specText(CHECKOUT_MESSAGES.cartEmpty), { id: 'checkout-cart-empty' });
  }, [signedIn, cartEmpty]);

  if (!signedIn) {
    return (
      <Navigate to={paths.login} replace state={{ from: paths.checkout, fromState: location.state, source: state.source, cartData: state.cartData, product: state.product ?? state.productDetails }} />
    );
  }
  if (!fromCart && (product || state.cartData) && memory.orderId) {
    return (
      <div className="px-4 py-8 sm:px-6 sm:py-12">
        <PlacedOrder orderId={memory.orderId} onFinish={() => navigate(paths.store)} />
      </div>
    );
  }
  if (!state.cartData && !product) return <Navigate to={paths.cart} replace />;
  if (fromCart && serverCart.isPending) return <PageSpinner label={t`Loading your cart...`} />;
  if (fromCart && serverCart.isError) {
    return (
      <div className="px-4 py-8 sm:px-6 sm:py-12">
        <ErrorState title={specText(CART_MESSAGES.loadFailed)} onRetry={() => void serverCart.refetch()} retryLabel={t`Try again`} />
      </div>
    );
  }
  if (cartEmpty || !cartData || cartData.items.length === 0) return <Navigate to={paths.cart} replace />;

  const [firstName = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <CheckoutFlow
        // A new history entry is a new checkout: its own form, coupon and Idempotency-Key.
        key={location.key}
        cartData={cartData}
        fromCart={fromCart}
        idempotencyKey={memory.idempotencyKey}
        initialForm={{ firstName, lastName: rest.join(' '), email: user?.email ?? '', phone: user?.phone ?? '' }}
        onOrderPlaced={(order) => {
          rememberPlacedOrder(location.key, order.id);
          if (fromCart) clearCart.mutate();
          else dispatchAppEvent(CART_UPDATED);
        }}
        onFinish={() => navigate(paths.store)}
        loadSavedAddress={async () => {
          const [saved] = await getAddresses();
          return saved
            ? {
                firstName: saved.first_name,
                lastName: saved.last_name,
                email: saved.email,
                phone: saved.phone,
                address: saved.street_address,
                address2: saved.street_address2 ?? '',
                country: saved.country,
                state: saved.province,
                postalCode: saved.zip_code,
                city: saved.city,
              }
            : null;
        }}
      />
    </div>
  );
}
