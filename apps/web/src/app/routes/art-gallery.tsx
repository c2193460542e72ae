import { Link, useSearchParams } from 'react-router';
import { GALLERY_PAGE_SIZE } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import { Pager, pageFromSearch } from '@/components/pager';
import { EmptyState, PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { artworksQueryOptions, useArtworks } from '@/features/catalog/api/get-artworks';
import type { PrefetchContext } from '../prefetch';
import { ArtworkCard, ArtworkCardSkeleton } from '@/features/catalog/components/artwork-card';
import { CartToggle } from '@/features/cart/components/cart-toggle';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { failureReason } from '@/lib/api-client';
import { t } from '@lingui/core/macro';

/** The artworks of the page asked for, for the first render (docs/decisions/060). */
export const prefetch = ({ queryClient, search }: PrefetchContext) => queryClient.prefetchQuery(artworksQueryOptions(pageFromSearch(search)));

/** /artgallery (spec 02 §2 Art gallery): artworks, 5 a page, Previous/Next. */
export default function ArtGalleryRoute() {
  useDocumentTitle(t`Art Gallery`);
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const artworks = useArtworks(page);

  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t`Art Gallery`} eyebrow={t`Original works`}>
        {t`Paintings, prints and Imigongo-inspired pieces by Rwandan artists. Tap a picture to see it full screen.`}
      </PageHeader>

      {artworks.isPending ? (
        <div role="status" aria-label={t`Loading artworks`} className="grid gap-6">
          {Array.from({ length: 2 }, (_, i) => (
            <ArtworkCardSkeleton key={i} />
          ))}
        </div>
      ) : artworks.isError ? (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-clay-100 bg-clay-50 px-6 py-10 text-center">
          <p className="font-medium text-clay-800">
            {t`Error:`} {failureReason(artworks.error, t`Failed to fetch artworks`)}
          </p>
          <Button variant="dark" onClick={() => void artworks.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : artworks.data.items.length === 0 ? (
        <EmptyState
          title={t`No artworks found`}
          action={
            page > 1 ? (
              <Link to={paths.gallery} className={buttonClass('dark', 'md')}>
                {t`Back to the first page`}
              </Link>
            ) : null
          }
        />
      ) : (
        <>
          <ul
            className={artworks.isPlaceholderData ? 'grid gap-6 opacity-60 transition-opacity sm:gap-8' : 'grid gap-6 sm:gap-8'}
            aria-label={t`Artworks`}
            aria-busy={artworks.isPlaceholderData || undefined}
          >
            {artworks.data.items.slice(0, GALLERY_PAGE_SIZE).map((artwork, i) => (
              <li key={artwork.id}>
                <ArtworkCard
                  artwork={artwork}
                  priority={i === 0}
                  actions={
                    <>
                      {artwork.availability === 'available' ? <CartToggle productId={artwork.id} name={artwork.title} look="outline" /> : null}
                      <WishlistToggle productId={artwork.id} name={artwork.title} look="outline" />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={artworks.data.totalPages} label={t`Gallery pages`} />
        </>
      )}
    </div>
  );
}
