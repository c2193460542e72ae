import { useState, type ReactNode } from 'react';
import { IMAGE_SIZES, isWashable } from '@atelier/contracts';
import { imagesOf, type ProductDetails } from '../product-details';
import { AvailabilityBadge } from './availability-badge';
import { Lightbox } from './lightbox';
import { Price } from '@/components/price';
import { ProductCarousel } from './product-carousel';
import { t } from '@lingui/core/macro';

/**
 * The single-item payment page body (spec 02 §2 Single product payment page): pictures with a
 * full-screen view (ProductCarousel), name, description, material, size, 'Washable: Yes/No', the
 * route's rating control, price with the compare-at
 * price struck through, 'Ready to Complete Your Purchase?' and the route's PAY NOW action. An item
 * that cannot be bought (`availability` 'sold_out', 'sold' or 'reserved') wears its badge by the name.
 * An item with several variants (docs/decisions/127) gets the route's option controls under its price,
 * the chosen variant's price and its colour's picture first in the carousel.
 */
export function ProductDetailsView({
  product,
  action,
  rating,
  price,
  picture,
  picker,
  sizeChosen = false,
}: {
  product: ProductDetails;
  action: ReactNode;
  /** The 5-star control, composed by the route. */ rating?: ReactNode;
  /** The price to show (the chosen variant's, or "From …"), docs/decisions/127; the product's when absent. */
  price?: { price: number; compareAt: number | null; from: boolean };
  /** The chosen colour's picture: shown first in the carousel. */
  picture?: string | null;
  /** The option controls of an item with several variants, composed by the route. */
  picker?: ReactNode;
  /** The size is chosen in the controls: the free-text size ("EU 37–46") is left out. */
  sizeChosen?: boolean;
}) {
  const [viewing, setViewing] = useState<number | null>(null);
  const own = imagesOf(product);
  const images = picture ? [picture, ...own.filter((image) => image !== picture)] : own;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-12">
      {/* A new colour's picture starts the carousel afresh, on that picture. */}
      <ProductCarousel key={picture ?? ''} images={images} alt={product.title} sizes={IMAGE_SIZES.itemCarousel} onOpen={setViewing} />
      <Lightbox images={images} alt={product.title} index={viewing} onClose={() => setViewing(null)} />
      <div className="flex flex-col gap-5">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay-700">{product.kind === 'artwork' ? t`Artwork` : t`Made in Kigali`}</p>
          <h1 className="mt-1 text-3xl leading-tight sm:text-4xl">{product.title}</h1>
          <AvailabilityBadge availability={product.availability} className="mt-2" />
          {product.artist ? <p className="mt-1 text-sm text-ink-600">{t`by ${product.artist}`}</p> : null}
        </div>
        {rating}
        <Price price={price?.price ?? product.price} compareAt={price ? price.compareAt : product.compare_at_price} from={price?.from} size="lg" />
        {picker}
        {product.description ? <p className="leading-relaxed text-ink-700">{product.description}</p> : null}
        <div className="rounded-2xl border border-sand-200 bg-white p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            {product.medium_description ? (
              <>
                <dt className="text-ink-600">{t`Medium`}</dt>
                <dd className="font-medium">{product.medium_description}</dd>
              </>
            ) : null}
            <dt className="text-ink-600">{t`Material`}</dt>
            <dd className="font-medium">{product.material || '—'}</dd>
            {sizeChosen ? null : (
              <>
                <dt className="text-ink-600">{t`Size`}</dt>
                <dd className="font-medium">{product.size || '—'}</dd>
              </>
            )}
          </dl>
          <p className="mt-2 font-medium">{isWashable(product.washable) ? t`Washable: Yes` : t`Washable: No`}</p>
        </div>
        <div className="rounded-2xl bg-ink-900 p-5 text-paper">
          <p className="font-display text-xl">{t`Ready to Complete Your Purchase?`}</p>
          <p className="mt-1 text-sm text-paper/80">{t`Pay on WhatsApp after you confirm your order. Delivery across Kigali and beyond.`}</p>
          <div className="mt-4">{action}</div>
        </div>
      </div>
    </div>
  );
}
