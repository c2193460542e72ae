import { useSearchParams } from 'react-router';
import { Pager, pageFromSearch } from '@/components/pager';
import { EmptyState, ErrorState, PageHeader } from '@/components/states';
import { productsQueryOptions, useProducts } from '@/features/catalog/api/get-products';
import type { PrefetchContext } from '../prefetch';
import { ProductCard, ProductCardSkeleton } from '@/features/catalog/components/product-card';
import { CartToggle } from '@/features/cart/components/cart-toggle';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { useDocumentTitle } from '@/lib/use-document-title';
import { STORE_PAGE_SIZE } from '@atelier/contracts';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { t } from '@lingui/core/macro';

/** The products of the page asked for, for the first render (docs/decisions/060). */
export const prefetch = ({ queryClient, search }: PrefetchContext) => queryClient.prefetchQuery(productsQueryOptions(pageFromSearch(search)));

/** /store (spec 02 §2 Store): products in two columns, 10 a page, Previous/Next with ?page=. */
export default function StoreRoute() {
  useDocumentTitle(t`Store`);
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const products = useProducts(page);

  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t`Store`} eyebrow={t`Custom shoes & exclusive items`}>
        {t`Hand-painted sneakers and made-to-measure pieces from our Kigali studio.`}
      </PageHeader>

      {products.isPending ? (
        <div role="status" aria-label={t`Loading products`} className="grid grid-cols-2 gap-3 sm:gap-6">
          {Array.from({ length: STORE_PAGE_SIZE }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : products.isError ? (
        <ErrorState title={t`Failed to load products`} message={errorMessage(products.error, '')} onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <EmptyState
          title={t`No products found`}
          action={
            page > 1 ? (
              <Link to={paths.store} className={buttonClass('dark', 'md')}>
                {t`Back to the first page`}
              </Link>
            ) : null
          }
        >
          {page > 1 ? t`This page is past the end of the store.` : t`New pieces are on their way. Please check back soon.`}
        </EmptyState>
      ) : (
        <>
          <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={products.isPlaceholderData || undefined}>
            <ul className="grid grid-cols-2 gap-3 sm:gap-6" aria-label={t`Products`}>
              {products.data.items.map((product, i) => {
                const name = product.title;
                return (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      priority={i < 2}
                      actions={
                        <>
                          <WishlistToggle productId={product.id} name={name} />
                          <CartToggle productId={product.id} name={name} unavailable={product.availability !== 'available'} item={product} />
                        </>
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </div>
          <Pager page={page} totalPages={products.data.totalPages} label={t`Store pages`} />
        </>
      )}
    </div>
  );
}
