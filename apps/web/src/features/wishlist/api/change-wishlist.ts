import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { WISHLIST_MESSAGES, type Wishlist } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { WISHLIST_UPDATED, dispatchAppEvent } from '@/lib/events';
import { queryKeys } from '@/lib/query-client';
import { rememberWishlist } from './get-wishlist';
import { specText } from '@/lib/i18n/spec-messages';

type WishlistChange = Wishlist & { success: true; message: string };

/** POST /api/wishlist {productId} (auth) → the wishlist. */
function addToWishlist(productId: number): Promise<WishlistChange> {
  return apiFetch<WishlistChange>('/api/wishlist', { method: 'POST', auth: true, body: { productId } });
}

/** DELETE /api/wishlist/{productId} (auth) → the wishlist. */
function removeFromWishlist(productId: number): Promise<WishlistChange> {
  return apiFetch<WishlistChange>(`/api/wishlist/${productId}`, { method: 'DELETE', auth: true });
}

/**
 * Adds or removes a wishlist item (spec 02 §4) with the toasts 'Added to wishlist' /
 * 'Removed from wishlist' / 'Failed to update wishlist'; updates the cache and the shell's count.
 */
export function useToggleWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, inWishlist }: { productId: number; inWishlist: boolean }) => (inWishlist ? removeFromWishlist(productId) : addToWishlist(productId)),
    onSuccess: (reply, { inWishlist }) => {
      queryClient.setQueryData(queryKeys.wishlist, rememberWishlist({ items: reply.items }));
      dispatchAppEvent(WISHLIST_UPDATED, { synced: true });
      toast.success(inWishlist ? specText(WISHLIST_MESSAGES.removed) : specText(WISHLIST_MESSAGES.added));
    },
    onError: () => toast.error(specText(WISHLIST_MESSAGES.updateFailed)),
  });
}
