import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IMAGE_SIZES, type CardItem } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { paths } from '@/config/paths';
import { imagesOf, toProductDetails } from '../product-details';
import { ImageSlider } from './image-slider';
import { Lightbox } from './lightbox';
import { AvailabilityBadge, unavailableText } from './availability-badge';
import { Price } from '@/components/price';
import { PrintSheet } from './print-sheet';
import { t } from '@lingui/core/macro';

export interface ArtworkCardProps {
  artwork: CardItem;
  /** Cart and wishlist toggles composed by the route. */
  actions?: ReactNode;
  priority?: boolean;
}

/**
 * One artwork in the gallery (spec 02 §2 Art gallery): image slider (front + up to 4 more) with a
 * full-screen view, title, artist, description, medium description, price in RWF, BUY NOW
 * (→ /payment?id={id} with the artwork in state; absent when Reserved or Sold), PRINT (a printable
 * sheet), Reserved/Sold, the title linking to the artwork page, and the route's toggles.
 */
export function ArtworkCard({ artwork, actions, priority = false }: ArtworkCardProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);
  const images = imagesOf(artwork);
  const held = unavailableText(artwork.availability);
  const headingId = `artwork-${artwork.id}-title`;
  return (
    <article aria-labelledby={headingId} className="grid gap-5 rounded-3xl border border-sand-200 bg-white p-3 sm:p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-8 lg:p-6">
      <ImageSlider images={images} alt={artwork.title} sizes={IMAGE_SIZES.artworkCard} onOpen={setViewing} priority={priority} />
      <Lightbox images={images} alt={artwork.title} index={viewing} onClose={() => setViewing(null)} />
      <PrintSheet artwork={artwork} open={printing} onClose={() => setPrinting(false)} />
      <div className="flex flex-col gap-4 px-1 pb-2 md:py-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay-700">{artwork.category || t`Artwork`}</p>
          <h2 id={headingId} className="mt-1 text-2xl leading-tight sm:text-3xl">
            <Link to={`${paths.gallery}/${artwork.slug}`} state={{ artwork: toProductDetails(artwork) }} className="hover:text-clay-700 hover:underline">
              {artwork.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {t`by`} <span className="font-semibold text-ink-800">{artwork.artist || t`Artist Name`}</span>
          </p>
        </div>
        <p className="text-sm leading-relaxed text-ink-700 sm:text-base">{artwork.description}</p>
        {artwork.medium_description ? (
          <div className="rounded-xl bg-sand-50 px-4 py-3 text-sm">
            <p className="font-semibold text-ink-800">{t`Medium`}</p>
            <p className="text-ink-600">{artwork.medium_description}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Price price={artwork.price} compareAt={artwork.compare_at_price} size="lg" />
          <AvailabilityBadge availability={artwork.availability} />
        </div>
        {held ? <p className="text-sm font-medium text-ink-700">{held}</p> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {held ? null : (
            <Link
              to={`${paths.payment}?id=${artwork.id}`}
              state={{ product: toProductDetails(artwork) }}
              className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
              aria-label={t`Buy now: ${artwork.title}`}
            >
              {t`BUY NOW`}
            </Link>
          )}
          <div className="flex items-center gap-2">
            <button type="button" onClick={() => setPrinting(true)} className={buttonClass('outline', 'md', 'flex-1 sm:flex-none')} aria-label={t`Print: ${artwork.title}`}>
              <Icon.Printer className="size-4" /> {t`PRINT`}
            </button>
            {actions}
          </div>
        </div>
      </div>
    </article>
  );
}

/** Placeholder while a page of artworks loads. */
export function ArtworkCardSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-5 rounded-3xl border border-sand-200 bg-white p-3 sm:p-5 md:grid-cols-2 md:gap-8">
      <div className="aspect-[4/5] rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
      <div className="flex flex-col gap-3 py-2">
        <div className="h-3 w-24 rounded bg-sand-100 motion-safe:animate-pulse" />
        <div className="h-8 w-3/4 rounded bg-sand-100 motion-safe:animate-pulse" />
        <div className="h-4 w-1/3 rounded bg-sand-100 motion-safe:animate-pulse" />
        <div className="mt-3 h-20 w-full rounded bg-sand-100 motion-safe:animate-pulse" />
        <div className="h-11 w-40 rounded-full bg-sand-100 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
