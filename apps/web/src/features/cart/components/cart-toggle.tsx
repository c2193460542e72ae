import { useLocation, useNavigate } from 'react-router';
import * as Icon from '@/components/icons';
import { ToggleIconButton } from '@/components/toggle-icon-button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useCart } from '../api/get-cart';
import { useToggleCartItem } from '../api/change-cart';
import { t } from '@lingui/core/macro';

/**
 * Cart toggle for a card (spec 02 §4): signed out → /login with state {from, fromState, intent:'cart', productId}, and the
 * login page adds the item once signed in; signed in → add (quantity 1) or remove, with toasts;
 * disabled while the request runs, and when the item cannot be bought (`unavailable`, e.g. sold out)
 * unless it is already in the cart (it can still be taken out).
 */
export function CartToggle({ productId, name, look, unavailable = false }: { productId: number; name: string; look?: 'overlay' | 'outline'; unavailable?: boolean }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCart();
  const toggle = useToggleCartItem();
  const inCart = cart.data?.items.some((i) => i.productId === productId) ?? false;
  return (
    <ToggleIconButton
      label={inCart ? t`Remove ${name} from cart` : t`Add ${name} to cart`}
      pressed={inCart}
      busy={toggle.isPending}
      disabled={unavailable && !inCart}
      look={look}
      onClick={() => {
        if (status === 'signedOut') {
          navigate(paths.login, { state: { from: `${location.pathname}${location.search}`, fromState: location.state ?? undefined, intent: 'cart', productId } });
          return;
        }
        toggle.mutate({ productId, inCart });
      }}
    >
      <Icon.Bag filled={inCart} className="size-5" />
    </ToggleIconButton>
  );
}
