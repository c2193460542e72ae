import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IMAGE_SIZES, isWashable, truncateWords, type CardItem } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/responsive-image';
import { buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { toProductDetails } from '../product-details';
import { AvailabilityBadge, availabilityLabel } from './availability-badge';
import { Price } from '@/components/price';
import { priceBeforeChoice } from '@/lib/variants-basic';
import { t } from '@lingui/core/macro';

export interface ProductCardProps {
  product: CardItem;
  /** Icon toggles (cart, wishlist) composed by the route; shown over the picture. */
  actions?: ReactNode;
  /** First row of the grid: load the picture eagerly. */
  priority?: boolean;
}

/**
 * Store card (spec 02 §2 Store): front image, name, description cut to 14 words, Material, Size,
 * Washable (Yes/No), price in RWF with the compare-at price struck through when present ("From RWF
 * 45,000" when its variants cost differently, docs/decisions/127), BUY NOW (→ /payment with the
 * product in navigation state) and the route's toggles.
 */
export function ProductCard({ product, actions, priority = false }: ProductCardProps) {
  const name = product.title;
  const price = priceBeforeChoice(product);
  const headingId = `product-${product.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-[0_1px_0_rgba(31,26,23,0.04)] lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-sand-100 lg:aspect-auto lg:h-full">
        <ResponsiveImage
          src={product.frontimage}
          alt={name}
          width={640}
          height={800}
          sizes={IMAGE_SIZES.productCard}
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {actions ? <div className="absolute top-2 right-2 flex flex-col gap-2">{actions}</div> : null}
        <AvailabilityBadge availability={product.availability} className="absolute top-2 left-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-5">
        <h2 id={headingId} className="font-display text-base leading-snug sm:text-xl">
          <Link to={`${paths.store}/${product.slug}`} state={{ product: toProductDetails(product) }} className="hover:text-clay-700 hover:underline">
            {name}
          </Link>
        </h2>
        <p className="text-xs leading-relaxed text-ink-600 sm:text-sm">{truncateWords(product.description)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs sm:text-sm">
          <dt className="text-ink-600">{t`Material`}</dt>
          <dd className="truncate font-medium text-ink-800">{product.material || '—'}</dd>
          <dt className="text-ink-600">{t`Size`}</dt>
          <dd className="truncate font-medium text-ink-800">{product.size || '—'}</dd>
          <dt className="text-ink-600">{t`Washable`}</dt>
          <dd className="font-medium text-ink-800">{isWashable(product.washable) ? t`Yes` : t`No`}</dd>
        </dl>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <Price {...price} size="sm" />
          {product.availability && product.availability !== 'available' ? (
            <p className="flex min-h-11 items-center justify-center rounded-full bg-sand-100 text-sm font-semibold text-ink-700">{availabilityLabel(product.availability)}</p>
          ) : (
            <Link to={paths.payment} state={{ product: toProductDetails(product) }} className={buttonClass('dark', 'sm', 'w-full')} aria-label={t`Buy now: ${name}`}>
              {t`BUY NOW`}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** Placeholder card shown while a page of products loads. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="aspect-[4/5] bg-sand-100 motion-safe:animate-pulse lg:aspect-auto lg:min-h-72" />
      <div className="flex flex-col gap-3 p-3 sm:p-5">
        <div className="h-5 w-3/4 rounded bg-sand-100 motion-safe:animate-pulse" />
        <div className="h-3 w-full rounded bg-sand-100 motion-safe:animate-pulse" />
        <div className="h-3 w-5/6 rounded bg-sand-100 motion-safe:animate-pulse" />
        <div className="h-3 w-1/2 rounded bg-sand-100 motion-safe:animate-pulse" />
        <div className="mt-4 h-11 w-full rounded-full bg-sand-100 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
