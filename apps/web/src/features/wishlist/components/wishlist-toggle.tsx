import { useLocation, useNavigate } from 'react-router';
import * as Icon from '@/components/icons';
import { ToggleIconButton } from '@/components/toggle-icon-button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useWishlist } from '../api/get-wishlist';
import { useToggleWishlistItem } from '../api/change-wishlist';
import { t } from '@lingui/core/macro';

/**
 * Wishlist toggle for a card (spec 02 §4): signed out → /login with state {from, fromState, intent:'wishlist', productId}, and
 * the login page adds the item once signed in;
 * signed in → add or remove with toasts; disabled while the request runs.
 */
export function WishlistToggle({ productId, name, look }: { productId: number; name: string; look?: 'overlay' | 'outline' }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const wishlist = useWishlist();
  const toggle = useToggleWishlistItem();
  const inWishlist = wishlist.data?.items.some((i) => i.productId === productId) ?? false;
  return (
    <ToggleIconButton
      label={inWishlist ? t`Remove ${name} from wishlist` : t`Add ${name} to wishlist`}
      pressed={inWishlist}
      busy={toggle.isPending}
      look={look}
      onClick={() => {
        if (status === 'signedOut') {
          navigate(paths.login, { state: { from: `${location.pathname}${location.search}`, fromState: location.state ?? undefined, intent: 'wishlist', productId } });
          return;
        }
        toggle.mutate({ productId, inWishlist });
      }}
    >
      <Icon.Heart filled={inWishlist} className="size-5" />
    </ToggleIconButton>
  );
}
