import { useState, type ReactNode } from 'react';
import { DEFAULT_ARTWORK_PRICE, IMAGE_SIZES } from '@atelier/contracts';
import { imagesOf, type ProductDetails } from '../product-details';
import { AvailabilityBadge, unavailableText } from './availability-badge';
import { Lightbox } from './lightbox';
import { ProductCarousel } from './product-carousel';
import { t } from '@lingui/core/macro';
import { useFormat } from '@/lib/i18n/use-format';

/**
 * The gallery artwork page body (spec 02 §2 Gallery artwork detail): carousel with dots, arrows from
 * 768 px, tap for full screen (arrow keys, Escape); Description, Mediums — or Material and Size when
 * the artwork has them —, Artist ('Artist Name' by default), the price (RWF 200,000 by default; one spelling with the cards, docs/decisions/097),
 * Reserved/Sold, and the route's buttons (`actions`, hidden when someone else holds the artwork).
 */
export function ArtworkDetailsView({ artwork, actions }: { artwork: ProductDetails; actions: ReactNode }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const { money } = useFormat();
  const images = imagesOf(artwork);
  const price = artwork.price > 0 ? artwork.price : DEFAULT_ARTWORK_PRICE;
  const held = unavailableText(artwork.availability);
  const hasMaterial = Boolean(artwork.material || artwork.size);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-12">
      <ProductCarousel images={images} alt={artwork.title} sizes={IMAGE_SIZES.itemCarousel} onOpen={setViewing} arrowsFromMd />
      <Lightbox images={images} alt={artwork.title} index={viewing} onClose={() => setViewing(null)} />
      <div className="flex flex-col gap-5">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{t`Original artwork`}</p>
          <h1 className="mt-1 text-3xl leading-tight sm:text-4xl">{artwork.title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-2xl font-bold sm:text-3xl" data-testid="artwork-price">
            {money(price)}
          </p>
          <AvailabilityBadge availability={artwork.availability} />
        </div>
        <dl className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 text-sm sm:p-5">
          <div>
            <dt className="font-semibold text-ink-900">{t`Description`}</dt>
            <dd className="mt-1 leading-relaxed text-ink-700">{artwork.description || '—'}</dd>
          </div>
          {hasMaterial ? (
            <>
              <div>
                <dt className="font-semibold text-ink-900">{t`Material`}</dt>
                <dd className="mt-1 text-ink-700">{artwork.material || '—'}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink-900">{t`Size`}</dt>
                <dd className="mt-1 text-ink-700">{artwork.size || '—'}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt className="font-semibold text-ink-900">{t`Mediums`}</dt>
              <dd className="mt-1 text-ink-700">{artwork.medium_description || '—'}</dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-ink-900">{t`Artist`}</dt>
            <dd className="mt-1 text-ink-700">{artwork.artist || t`Artist Name`}</dd>
          </div>
        </dl>
        {held ? (
          <p role="status" className="rounded-2xl bg-sand-100 p-4 text-sm font-medium text-ink-800">
            {held}
          </p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        )}
      </div>
    </div>
  );
}
