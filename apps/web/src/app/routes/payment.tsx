import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { OfflineNote } from '@/components/offline-note';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { catalogItemQueryOptions, useCatalogItem } from '@/features/catalog/api/get-catalog-item';
import type { PrefetchContext } from '../prefetch';
import { ProductDetailsView } from '@/features/catalog/components/product-details-view';
import { VariantPicker } from '@/components/variant-picker';
import { unavailableText } from '@/features/catalog/components/availability-badge';
import { productFromState, toProductDetails, type ProductDetails } from '@/features/catalog/product-details';
import { singleItemCart, type CheckoutCartData, type CheckoutState } from '@/features/orders/checkout-data';
import { RatingStars } from '@/features/ratings/components/rating-stars';
import { chooseOptionText, focusOption } from '@/components/variant-picker';
import { chosenImage, chosenOf, chosenVariant, firstUnchosen, needsChoice, onlyVariant, optionKind, shownPrice, titleOf, variantFromParam, type Chosen, type VariantSource } from '@/lib/variants';
import { isLine, useToggleCartItem } from '@/features/cart/api/change-cart';
import { useCart } from '@/features/cart/api/get-cart';
import { useAuth } from '@/lib/auth';
import { useOnline } from '@/lib/connection';
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
 *
 * An item with several variants (docs/decisions/127) shows one control per option; the chosen
 * variant is in the URL (`?variant=<id>`, so a shared link opens it chosen), its price and picture
 * show, and PAY NOW and 'Add to cart' work once it is chosen ('Choose a size' until then). A
 * single-variant item shows no controls and is bought as before.
 */
export default function PaymentRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { status } = useAuth();
  const cart = useCart();
  const toggle = useToggleCartItem();
  const [partial, setPartial] = useState<Chosen>({});
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
  // A missing item is titled so: 'Payment' is the title of /payment while its item comes.
  useDocumentTitle(product?.title ?? (fetched.isError ? t`Product not found` : t`Payment`));
  // Options and variants: the server's item when it is here, else what the card's state carried.
  const source: VariantSource = cartData ? {} : (fetched.data ?? live.data ?? fromState ?? {});
  const choice = needsChoice(source);
  const fromUrl = choice ? variantFromParam(source, search.get('variant')) : undefined;
  const chosen: Chosen = fromUrl ? chosenOf(fromUrl) : partial;
  const variant = choice ? chosenVariant(source, chosen) : onlyVariant(source);
  const missing = choice && !variant ? firstUnchosen(source, chosen) : undefined;
  // Opened from a cart or wishlist line (which knows no variants): PAY NOW waits for the item's
  // variants, so an item with sizes is never bought without one.
  const variantsPending = !cartData && source.variants === undefined && live.fetchStatus === 'fetching';
  // Buying waits for the network (docs/decisions/136): the page itself may be a kept copy.
  const online = useOnline();

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

  const unavailable = cartData ? null : unavailableText(choice && variant ? variant.availability : product.availability);
  const shown = cartData ? null : shownPrice({ ...source, price: product.price, compare_at_price: product.compare_at_price }, choice ? variant : undefined);
  const title = titleOf(source, variant);
  const pickerId = `item-${product.id}`;
  const choose = (name: string, value: string) => {
    const next = { ...chosen, [name]: value };
    setPartial(next);
    const found = chosenVariant(source, next);
    const params = new URLSearchParams(search);
    if (found) params.set('variant', String(found.id));
    else params.delete('variant');
    // /payment opened with the item in its state: the address names the item too, so it can be shared.
    if (!slug) params.set('id', String(product.id));
    setSearch(params, { replace: true, state: location.state, preventScrollReset: true });
  };
  const toMissing = () =>
    focusOption(
      pickerId,
      Math.max(
        0,
        (source.options ?? []).findIndex((option) => option === missing),
      ),
    );
  const inCart = variant ? (cart.data?.items.some((line) => isLine(line, { productId: product.id, variantId: variant.id })) ?? false) : false;
  const toggleCart = () => {
    if (!variant) return toMissing();
    if (status === 'signedOut') {
      navigate(paths.login, { state: { from: `${location.pathname}${location.search}`, fromState: location.state ?? undefined, intent: 'cart', productId: product.id, variantId: variant.id } });
      return;
    }
    toggle.mutate({ productId: product.id, variantId: variant.id, inCart });
  };
  const payNow = () => {
    if (missing) return toMissing();
    const bought: ProductDetails = variant ? { ...product, price: variant.price, compare_at_price: variant.compare_at_price, variantId: variant.id, variantTitle: title } : product;
    const next: CheckoutState = cartData
      ? { cartData, fromCart: true, source: 'cart', fromPayment: true }
      : {
          cartData: singleItemCart({
            productId: product.id,
            ...(variant ? { variantId: variant.id, variantTitle: title } : {}),
            title: product.title,
            price: bought.price,
            kind: product.kind,
            description: product.description,
            frontimage: chosenImage(source, chosen) ?? product.frontimage ?? product.images?.[0] ?? null,
            compare_at_price: bought.compare_at_price ?? null,
            material: product.material ?? null,
            size: product.size ?? null,
            washable: product.washable ?? true,
          }),
          source: 'product',
          fromPayment: true,
          productDetails: bought,
          product: bought,
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
        price={shown ?? undefined}
        picture={choice ? chosenImage(source, chosen) : null}
        picker={choice ? <VariantPicker item={source} chosen={chosen} onChoose={choose} idPrefix={pickerId} /> : null}
        sizeChosen={choice && (source.options ?? []).some((option) => optionKind(option.name) === 'size')}
        rating={cartData ? null : <RatingStars productId={product.id} name={product.title} />}
        action={
          <>
            {unavailable ? (
              <p id="unavailable-note" className="mb-3 text-sm font-semibold text-gold-300">
                {unavailable}
              </p>
            ) : null}
            {online ? null : <OfflineNote className="mb-3">{t`You are offline: buying will work again when the connection is back.`}</OfflineNote>}
            <button
              type="button"
              onClick={payNow}
              disabled={!online || Boolean(unavailable) || variantsPending}
              aria-busy={variantsPending || undefined}
              aria-describedby={unavailable ? 'unavailable-note' : undefined}
              className={buttonClass('primary', 'lg', 'w-full')}
            >
              {missing ? chooseOptionText(missing.name) : t`PAY NOW`}
            </button>
            {choice ? (
              <button
                type="button"
                onClick={toggleCart}
                disabled={!online || toggle.isPending || (Boolean(unavailable) && !inCart)}
                aria-busy={toggle.isPending || undefined}
                className={buttonClass('outline', 'lg', 'mt-3 w-full')}
              >
                <Icon.Bag filled={inCart} className="size-5" />
                {missing ? chooseOptionText(missing.name) : inCart ? t`Remove from cart` : t`Add to cart`}
              </button>
            ) : null}
          </>
        }
      />
    </div>
  );
}
