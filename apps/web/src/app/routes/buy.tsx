import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_ARTWORK_PRICE } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { OfflineNote } from '@/components/offline-note';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { catalogItemQueryOptions, useCatalogItem } from '@/features/catalog/api/get-catalog-item';
import type { PrefetchContext } from '../prefetch';
import { ArtworkDetailsView } from '@/features/catalog/components/artwork-details-view';
import { productFromState, toProductDetails, type ProductDetails } from '@/features/catalog/product-details';
import { singleItemCart, type CheckoutState } from '@/features/orders/checkout-data';
import { useOnline } from '@/lib/connection';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/** The artwork of /artgallery/{slug}, for the first render (docs/decisions/060). */
export const prefetch = ({ queryClient, params }: PrefetchContext) => (params.slug ? queryClient.prefetchQuery(catalogItemQueryOptions('gallery', params.slug)) : undefined);

/**
 * The gallery artwork page (spec 02 §2 Gallery artwork detail), served at /buy and /paymentgallery
 * (query `id`, or the artwork in navigation state) and at the shareable /artgallery/{slug}. Without
 * the artwork in state it is fetched (GET /api/gallery/{id or slug}); no id, or a failed fetch,
 * → /artgallery. PAY NOW and 'Proceed to Checkout' → /checkout with the artwork as the single item
 * {cartData, source 'gallery', fromGallery, productDetails} (price 200,000 by default).
 */
export default function ArtworkRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const { slug } = useParams();
  const [search] = useSearchParams();
  const fromState = productFromState(location.state);
  const rawId = Number.parseInt(search.get('id') ?? '', 10);
  const key: number | string | null = fromState ? null : (slug ?? (Number.isInteger(rawId) && rawId > 0 ? rawId : null));
  const fetched = useCatalogItem('gallery', key);
  // The state may be stale (e.g. reserved since); the fetched copy, when there is one, wins.
  const artwork: ProductDetails | null = fetched.data ? toProductDetails(fetched.data) : fromState;
  useDocumentTitle(artwork?.title ?? t`Artwork`);
  // Buying waits for the network (docs/decisions/136): the page itself may be a kept copy.
  const online = useOnline();

  useEffect(() => {
    if (fetched.isError) toast.error(t`Artwork not found`, { id: 'artwork-missing' });
  }, [fetched.isError]);

  if (!fromState && key === null) return <Navigate to={paths.gallery} replace />;
  if (fetched.isError && !artwork) return <Navigate to={paths.gallery} replace />;
  if (!artwork) return <PageSpinner label={t`Loading...`} />;

  const checkout = () => {
    const price = artwork.price > 0 ? artwork.price : DEFAULT_ARTWORK_PRICE;
    const productDetails = { ...artwork, price };
    const state: CheckoutState = {
      cartData: singleItemCart({
        productId: artwork.id,
        title: artwork.title,
        price,
        kind: 'artwork',
        description: artwork.description,
        frontimage: artwork.frontimage ?? artwork.images?.[0] ?? null,
        material: artwork.material ?? null,
        size: artwork.size ?? null,
        washable: artwork.washable ?? true,
      }),
      source: 'gallery',
      fromGallery: true,
      productDetails,
      product: productDetails,
    };
    navigate(paths.checkout, { state });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={paths.gallery} className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900">
        <Icon.ArrowLeft className="size-5" /> {t`Back to the gallery`}
      </Link>
      <ArtworkDetailsView
        artwork={artwork}
        actions={
          <>
            {online ? null : <OfflineNote className="sm:basis-full">{t`You are offline: buying will work again when the connection is back.`}</OfflineNote>}
            <button type="button" onClick={checkout} disabled={!online} className={buttonClass('primary', 'lg', 'w-full sm:flex-1')}>
              {t`PAY NOW`}
            </button>
            <button type="button" onClick={checkout} disabled={!online} className={buttonClass('outline', 'lg', 'w-full sm:flex-1')}>
              {t`Proceed to Checkout`}
            </button>
          </>
        }
      />
    </div>
  );
}
