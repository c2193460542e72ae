import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Button } from '@/components/button';
import * as Icon from '@/components/icons';
import { Modal } from '@/components/modal';
import { useAuth } from '@/lib/auth';
import { Price } from '@/components/price';
import { chooseOptionText, focusOption, VariantPicker } from '@/components/variant-picker';
import { chosenVariant, firstUnchosen, shownPrice, type Chosen, type VariantSource } from '@/lib/variants';
import { useCart } from '../api/get-cart';
import { isLine, useToggleCartItem } from '../api/change-cart';

/** What the sheet needs of a card's item. */
export interface VariantSheetItem extends VariantSource {
  id: number;
  title: string;
  price: number;
  compare_at_price?: number | null;
}

/**
 * The small sheet a card's cart toggle opens for an item with several variants (docs/decisions/127):
 * one control per option (sold-out values disabled), the chosen variant's price, then "Add to cart"
 * (or "Remove from cart" when that variant is in the cart already); "Choose a size" until every option
 * has a value. Signed out, adding goes to /login with the chosen variant (`onSignIn`), which adds it
 * once signed in. Loaded on demand, with the picker, so the store's first load does not carry them.
 */
export default function VariantSheet({ item, onClose, onSignIn }: { item: VariantSheetItem; onClose: () => void; onSignIn: (variantId: number) => void }) {
  const { status } = useAuth();
  const cart = useCart();
  const toggle = useToggleCartItem();
  const [chosen, setChosen] = useState<Chosen>({});
  const variant = chosenVariant(item, chosen);
  const missing = firstUnchosen(item, chosen);
  const shown = shownPrice(item, variant);
  const inCart = variant ? (cart.data?.items.some((line) => isLine(line, { productId: item.id, variantId: variant.id })) ?? false) : false;
  const soldOut = variant?.availability === 'sold_out' && !inCart;
  const prefix = `sheet-${item.id}`;

  const act = () => {
    if (!variant) {
      const index = (item.options ?? []).findIndex((option) => option === missing);
      focusOption(prefix, Math.max(0, index));
      return;
    }
    if (status === 'signedOut') {
      onSignIn(variant.id);
      return;
    }
    toggle.mutate({ productId: item.id, variantId: variant.id, inCart }, { onSuccess: onClose });
  };

  return (
    <Modal open onClose={onClose} title={item.title}>
      <button type="button" onClick={onClose} aria-label={t`Close`} className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full hover:bg-sand-100">
        <Icon.Close className="size-6" />
      </button>
      <div className="mt-4 grid gap-4">
        <VariantPicker item={item} chosen={chosen} idPrefix={prefix} onChoose={(name, value) => setChosen((c) => ({ ...c, [name]: value }))} />
        <Price price={shown.price} compareAt={shown.compareAt} from={shown.from} />
        <Button size="lg" className="w-full" onClick={act} disabled={toggle.isPending || soldOut} aria-busy={toggle.isPending || undefined}>
          {!variant ? chooseOptionText(missing?.name ?? '') : inCart ? t`Remove from cart` : soldOut ? t`Sold out` : t`Add to cart`}
        </Button>
      </div>
    </Modal>
  );
}
