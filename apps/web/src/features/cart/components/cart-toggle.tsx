import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as Icon from '@/components/icons';
import { ToggleIconButton } from '@/components/toggle-icon-button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { needsChoice, onlyVariant, type VariantSource } from '@/lib/variants-basic';
import { useCart } from '../api/get-cart';
import { useToggleCartItem } from '../api/change-cart';
import type { VariantSheetItem } from './variant-sheet';
import { t } from '@lingui/core/macro';

// The sheet with the option picker loads only when a card's toggle opens it: the store's first
// load does not carry it (docs/decisions/108).
const VariantSheet = lazy(() => import('./variant-sheet'));

/**
 * Cart toggle for a card (spec 02 §4): signed out → /login with state {from, fromState, intent:'cart', productId}, and the
 * login page adds the item once signed in; signed in → add (quantity 1) or remove, with toasts;
 * disabled while the request runs, and when the item cannot be bought (`unavailable`, e.g. sold out)
 * unless it is already in the cart (it can still be taken out). An item with several variants
 * (docs/decisions/127) opens a small sheet to choose its options first, and adds that variant.
 */
export function CartToggle({
  productId,
  name,
  look,
  unavailable = false,
  item,
}: {
  productId: number;
  name: string;
  look?: 'overlay' | 'outline';
  unavailable?: boolean;
  /** The card's item with its options and variants (and price), for the sheet. */
  item?: VariantSheetItem & VariantSource;
}) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCart();
  const toggle = useToggleCartItem();
  const [sheetOpen, setSheetOpen] = useState(false);
  const inCart = cart.data?.items.some((i) => i.productId === productId) ?? false;
  const choose = item !== undefined && needsChoice(item);
  const variantId = item ? onlyVariant(item)?.id : undefined;
  const login = (chosenVariant?: number) =>
    navigate(paths.login, {
      state: {
        from: `${location.pathname}${location.search}`,
        fromState: location.state ?? undefined,
        intent: 'cart',
        productId,
        ...(chosenVariant !== undefined ? { variantId: chosenVariant } : {}),
      },
    });
  return (
    <>
      <ToggleIconButton
        label={choose ? t`Choose options and add ${name} to cart` : inCart ? t`Remove ${name} from cart` : t`Add ${name} to cart`}
        pressed={inCart}
        busy={toggle.isPending}
        disabled={unavailable && !inCart}
        look={look}
        onClick={() => {
          if (choose) {
            setSheetOpen(true);
            return;
          }
          if (status === 'signedOut') {
            login(variantId);
            return;
          }
          toggle.mutate({ productId, variantId, inCart });
        }}
      >
        <Icon.Bag filled={inCart} className="size-5" />
      </ToggleIconButton>
      {choose && sheetOpen ? (
        <Suspense fallback={null}>
          <VariantSheet item={item} onClose={() => setSheetOpen(false)} onSignIn={login} />
        </Suspense>
      ) : null}
    </>
  );
}
