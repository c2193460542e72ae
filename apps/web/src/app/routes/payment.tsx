import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { useCatalogItem } from '@/features/catalog/api/get-catalog-item';
import { ProductDetailsView } from '@/features/catalog/components/product-details-view';
import { productFromState, toProductDetails, type ProductDetails } from '@/features/catalog/product-details';
import { singleItemCart, type CheckoutState } from '@/features/orders/checkout-data';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The single-item payment page (spec 02 §2): the product from navigation state, or `?id=` fetched;
 * neither → /store. PAY NOW → /checkout with {cartData (one item), source, fromPayment, productDetails}.
 * `kind` 'gallery' serves /paymentgallery and /buy (artworks, fetched from /api/gallery/{id}).
 */
export function PaymentPage({ kind }: { kind: 'products' | 'gallery' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromState = productFromState(location.state);
  const rawId = Number.parseInt(search.get('id') ?? '', 10);
  const id = fromState ? null : Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const fetched = useCatalogItem(kind, id);
  const product: ProductDetails | null = fromState ?? (fetched.data ? toProductDetails(fetched.data) : null);
  const back = kind === 'gallery' ? paths.gallery : paths.store;
  useDocumentTitle(product?.title ?? 'Payment');

  if (!fromState && id === null) return <Navigate to={paths.store} replace />;
  if (!product) {
    if (fetched.isError) {
      return (
        <div className="px-4 py-16">
          <ErrorState title={kind === 'gallery' ? 'Artwork not found' : 'Product not found'} message={fetched.error.message} onRetry={() => void fetched.refetch()} />
          <p className="mt-6 text-center">
            <Link to={back} className="font-semibold text-clay-700 underline">
              Back to the {kind === 'gallery' ? 'gallery' : 'store'}
            </Link>
          </p>
        </div>
      );
    }
    return <PageSpinner label="Loading..." />;
  }

  const payNow = () => {
    const state: CheckoutState = {
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
      source: kind === 'gallery' ? 'gallery' : 'product',
      fromPayment: true,
      ...(kind === 'gallery' ? { fromGallery: true } : {}),
      productDetails: product,
      product,
    };
    navigate(paths.checkout, { state });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={back} className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900">
        <Icon.ArrowLeft className="size-5" /> Back to the {kind === 'gallery' ? 'gallery' : 'store'}
      </Link>
      <ProductDetailsView
        product={product}
        action={
          <button type="button" onClick={payNow} className={buttonClass('primary', 'lg', 'w-full')}>
            PAY NOW
          </button>
        }
      />
    </div>
  );
}

/** /payment (signed in). */
export default function PaymentRoute() {
  return <PaymentPage kind="products" />;
}
