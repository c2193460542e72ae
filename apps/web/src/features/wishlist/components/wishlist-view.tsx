import { Link } from 'react-router';
import { WISHLIST_MESSAGES, type WishlistItem } from '@atelier/contracts';
import { Button, buttonClass } from '@/components/button';
import { OfflineNote } from '@/components/offline-note';
import { ResponsiveImage } from '@/components/responsive-image';
import { EmptyState, ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { useShownWishlist } from '../api/shown-wishlist';
import { useToggleWishlistItem } from '../api/change-wishlist';
import { errorMessage } from '@/lib/api-client';
import { specText } from '@/lib/i18n/spec-messages';
import { moneyText } from '@/lib/i18n/use-format';
import { t } from '@lingui/core/macro';

/**
 * The wishlist page body (spec 02 §2 Wishlist): items with Remove and Buy Now; 'Your wishlist is
 * empty.' when there are none. A 401 ends the session, and the route guard then sends to /login.
 * With the network gone, the last wishlist this device saw, read-only: no Remove or Buy Now until it
 * is back, and a note that says so (docs/decisions/136).
 */
export function WishlistView({ onBuyNow }: { onBuyNow: (item: WishlistItem) => void }) {
  const { wishlist, data, offline } = useShownWishlist();
  const toggle = useToggleWishlistItem();

  if (!data && offline) return <OfflineNote>{t`You are offline. Your wishlist will show here when the connection is back.`}</OfflineNote>;
  if (!data && wishlist.isPending) {
    return (
      <div role="status" aria-label={t`Loading wishlist`} className="grid gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-32 rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
        ))}
      </div>
    );
  }
  if (!data || (wishlist.isError && !offline)) {
    return <ErrorState title={t`Failed to load your wishlist`} message={errorMessage(wishlist.error, '')} onRetry={() => void wishlist.refetch()} retryLabel={t`Retry`} />;
  }
  const note = offline ? (
    <OfflineNote className="mb-4">{t`You are offline: this is your wishlist as you last saw it. Buying and removing items will work again when the connection is back.`}</OfflineNote>
  ) : null;
  if (data.items.length === 0) {
    return (
      <>
        {note}
        <EmptyState
          title={specText(WISHLIST_MESSAGES.empty)}
          action={
            <Link to={paths.store} className={buttonClass('primary', 'md')}>
              {t`Browse the store`}
            </Link>
          }
        >
          {t`Tap the heart on anything you love to keep it here.`}
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {note}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Wishlist items`}>
        {data.items.map((item) => (
          <li key={item.productId} className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-3 sm:gap-4">
            <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:size-28">
              <ResponsiveImage src={item.frontimage} alt={item.title} width={320} height={320} sizes="112px" className="size-full object-cover" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-display text-lg leading-snug">{item.title}</p>
              <p className="font-semibold">{moneyText(item.price)}</p>
              <div className="mt-auto flex flex-wrap gap-2 pt-1">
                <Button variant="dark" size="sm" disabled={offline} onClick={() => onBuyNow(item)} aria-label={t`Buy now: ${item.title}`}>
                  {t`Buy Now`}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={offline || (toggle.isPending && toggle.variables?.productId === item.productId)}
                  onClick={() => toggle.mutate({ productId: item.productId, inWishlist: true })}
                  aria-label={t`Remove ${item.title} from wishlist`}
                >
                  {t`Remove`}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
