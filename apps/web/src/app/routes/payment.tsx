import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { catalogItemQueryOptions, useCatalogItem } from '@/features/catalog/api/get-catalog-item';
import type { PrefetchContext } from '../prefetch';
import { ProductDetailsView } from '@/features/catalog/components/product-details-view';
import { unavailableText } from '@/features/catalog/components/availability-badge';
import { productFromState, toProductDetails, type ProductDetails } from '@/features/catalog/product-details';
import { singleItemCart, type CheckoutCartData, type CheckoutState } from '@/features/orders/checkout-data';
import { RatingStars } from '@/features/ratings/components/rating-stars';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { t } from '@lingui/core/macro';

/** The product of /store/{slug}, for the first render (docs/decisions/060); /payment has it in its state. */
export const prefetch = ({ queryClient, params }: PrefetchContext) => (params.slug ? queryClient.prefetchQuery(catalogItemQueryOptions('products', params.slug)) : undefined);

/** The 'Cart Checkout' pseudo-product of a payment page opened with cart data (spec 02 §2). */
function cartProduct(cart: CheckoutCartData): ProductDetails {
  const images = [...new Set(cart.items.map((i) => i.frontimage).filter((u): u is string => Boolean(u)))].slice(0, 5);
  return {
    id: 0,
    kind: 'product',
    title: 'Cart Checkout',
    description: cart.items.map((i) => `${i.title} × ${Math.max(1, i.quantity || 1)}`).join(', '),
    price: cart.total,
    images,
    frontimage: images[0] ?? null,
  };
}

/**
 * The single-item payment page /payment (spec 02 §2), also the shareable /store/{slug}: the product
 * from navigation state, or `?id=` (or the slug) fetched; cart data in state gives the 'Cart Checkout' pseudo-product priced at the cart total;
 * none of these → /store; 'Loading...' while the product is unset. Carousel, 5-star rating control,
 * compare-at price struck through, 'Ready to Complete Your Purchase?' and PAY NOW → /checkout with
 * {cartData (one item), source 'product', fromPayment, productDetails}. Back arrow → /store. The
 * item's availability is the server's, read again even when the state carries the item: a sold-out
 * product (spec 02 §3 `availability`) shows 'Sold out' and its PAY NOW is disabled.
 */
export default function PaymentRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { slug } = useParams();
  const state = (location.state ?? {}) as CheckoutState;
  const fromState = productFromState(location.state);
  const cartData = !fromState && state.cartData && state.cartData.items.length > 0 ? state.cartData : null;
  const rawId = Number.parseInt(search.get('id') ?? '', 10);
  const id: number | string | null = fromState || cartData ? null : (slug ?? (Number.isInteger(rawId) && rawId > 0 ? rawId : null));
  const fetched = useCatalogItem('products', id);
  const live = useCatalogItem('products', fromState?.kind === 'product' ? fromState.id : null);
  const product: ProductDetails | null = fromState
    ? { ...fromState, availability: live.data?.availability ?? fromState.availability }
    : cartData
      ? cartProduct(cartData)
      : fetched.data
        ? toProductDetails(fetched.data)
        : null;
  useDocumentTitle(product?.title ?? t`Payment`);

  if (!fromState && !cartData && id === null) return <Navigate to={paths.store} replace />;
  if (!product) {
    if (fetched.isError) {
      // A missing item is said once, as the title; a retry cannot bring it back. Any other failure
      // keeps its reason below the title and a retry.
      const missing = fetched.error instanceof ApiError && fetched.error.status === 404;
      return (
        <div className="px-4 py-16">
          <ErrorState title={t`Product not found`} message={missing ? undefined : errorMessage(fetched.error, '')} onRetry={missing ? undefined : () => void fetched.refetch()} />
          <p className="mt-6 text-center">
            <Link to={paths.store} className="font-semibold text-clay-700 underline">
              {t`Back to the store`}
            </Link>
          </p>
        </div>
      );
    }
    return <PageSpinner label={t`Loading...`} />;
  }

  const unavailable = cartData ? null : unavailableText(product.availability);
  const payNow = () => {
    const next: CheckoutState = cartData
      ? { cartData, fromCart: true, source: 'cart', fromPayment: true }
      : {
          cartData: singleItemCart({
            productId: product.id,
            title: product.title,
            price: product.price,
            kind: product.kind,
            description: product.description,
            frontimage: product.frontimage ?? product.images?.[0] ?? null,
            compare_at_price: product.compare_at_price ?? null,
            material: product.material ?? null,
            size: product.size ?? null,
            washable: product.washable ?? true,
          }),
          source: 'product',
          fromPayment: true,
          productDetails: product,
          product,
        };
    navigate(paths.checkout, { state: next });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={paths.store} className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900">
        <Icon.ArrowLeft className="size-5" /> {t`Back to the store`}
      </Link>
      <ProductDetailsView
        product={product}
        rating={cartData ? null : <RatingStars productId={product.id} name={product.title} />}
        action={
          <>
            {unavailable ? (
              <p id="unavailable-note" className="mb-3 text-sm font-semibold text-gold-300">
                {unavailable}
              </p>
            ) : null}
            <button type="button" onClick={payNow} disabled={Boolean(unavailable)} aria-describedby={unavailable ? 'unavailable-note' : undefined} className={buttonClass('primary', 'lg', 'w-full')}>
              {t`PAY NOW`}
            </button>
          </>
        }
      />
    </div>
  );
}
