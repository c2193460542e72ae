import { Navigate, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { CHECKOUT_MESSAGES } from '@atelier/contracts';
import { paths } from '@/config/paths';
import { productFromState } from '@/features/catalog/product-details';
import { useClearCart } from '@/features/cart/api/change-cart';
import { getAddresses } from '@/features/accounts/api/get-addresses';
import { CheckoutFlow } from '@/features/orders/components/checkout-flow';
import { singleItemCart, type CheckoutState } from '@/features/orders/checkout-data';
import { useAuth } from '@/lib/auth';
import { CART_UPDATED, dispatchAppEvent } from '@/lib/events';
import { getToken } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEffect } from 'react';

/**
 * /checkout (spec 02 §2 Checkout): needs cartData or a product in navigation state (none → /cart;
 * no token → /login remembering source, cartData and product). After the order, the cart is
 * cleared when it came from the cart, and the shell's count is refreshed.
 */
export default function CheckoutRoute() {
  useDocumentTitle('Checkout');
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const clearCart = useClearCart();
  const state = (location.state ?? {}) as CheckoutState;
  const product = productFromState(state);
  const cartData =
    state.cartData ??
    (product
      ? singleItemCart({ productId: product.id, title: product.title, price: product.price, kind: product.kind, description: product.description, frontimage: product.frontimage ?? null })
      : undefined);
  const empty = !cartData || cartData.items.length === 0;

  useEffect(() => {
    if (cartData && cartData.items.length === 0) toast.error(CHECKOUT_MESSAGES.cartEmpty, { id: 'checkout-cart-empty' });
  }, [cartData]);

  if (!getToken()) {
    return <Navigate to={paths.login} replace state={{ from: paths.checkout, fromState: location.state, source: state.source, cartData: state.cartData, product: state.product ?? state.productDetails }} />;
  }
  if (empty) return <Navigate to={paths.cart} replace />;

  const fromCart = state.fromCart === true || state.source === 'cart';
  const [firstName = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <CheckoutFlow
        cartData={cartData}
        fromCart={fromCart}
        initialForm={{ firstName, lastName: rest.join(' '), email: user?.email ?? '', phone: user?.phone ?? '' }}
        onOrderPlaced={() => {
          if (fromCart) clearCart.mutate();
          else dispatchAppEvent(CART_UPDATED);
        }}
        onFinish={() => navigate(paths.store)}
        loadSavedAddress={async () => {
          const [saved] = await getAddresses();
          return saved
            ? { firstName: saved.first_name, lastName: saved.last_name, email: saved.email, phone: saved.phone, address: saved.street_address, address2: saved.street_address2 ?? '', country: saved.country, state: saved.province, postalCode: saved.zip_code, city: saved.city }
            : null;
        }}
      />
    </div>
  );
}
