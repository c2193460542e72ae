import { VARIANT_MESSAGES } from '@atelier/contracts';
import { AppError } from '../../lib/app-error.js';

/**
 * The variant a cart or order line names (docs/decisions/127). With `variantId`, one of the item's
 * variants on sale (an archived one, another item's or an unknown id: `missing`, with
 * VARIANT_MESSAGES.variantNotFound); without it, the item's only variant, or BAD_REQUEST naming its
 * first option (VARIANT_MESSAGES.chooseOption, "Please choose a size") when it has several.
 */
export function chooseVariant<V extends { id: number }>(
  item: { options: ReadonlyArray<{ name: string }>; variants: readonly V[] },
  variantId: number | undefined,
  missing: 'BAD_REQUEST' | 'NOT_FOUND' = 'BAD_REQUEST',
): V {
  if (variantId !== undefined) {
    const variant = item.variants.find((v) => v.id === variantId);
    if (!variant) throw new AppError(missing, VARIANT_MESSAGES.variantNotFound);
    return variant;
  }
  if (item.variants.length === 1) return item.variants[0]!;
  if (item.variants.length === 0) throw new AppError(missing, VARIANT_MESSAGES.variantNotFound);
  throw new AppError('BAD_REQUEST', VARIANT_MESSAGES.chooseOption(item.options[0]?.name ?? 'option'));
}
