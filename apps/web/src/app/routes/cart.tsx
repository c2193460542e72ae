import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { CartView } from '@/features/cart/components/cart-view';
import { lineToProductDetails } from '@/features/catalog/product-details';
import type { CheckoutState } from '@/features/orders/checkout-data';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/** /cart (spec 02 §2 Cart). Checkout → /checkout with {cartData, fromCart:true}; an item → /payment (its variant chosen). */
export default function CartRoute() {
  useDocumentTitle(t`Your cart`);
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t`Your cart`} />
      <CartView
        onCheckout={(cart) => {
          const state: CheckoutState = { cartData: cart, fromCart: true, source: 'cart' };
          navigate(paths.checkout, { state });
        }}
        onItemOpen={(item) =>
          // The line's variant opens chosen (docs/decisions/127).
          navigate(item.variantTitle ? `${paths.payment}?variant=${item.variantId}` : paths.payment, {
            state: { product: lineToProductDetails(item) },
          })
        }
      />
    </div>
  );
}
