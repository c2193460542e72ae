import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ack, Address } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Spec 02 §8 Profile. */
export const DELETE_ADDRESS_FAILED = 'Failed to delete address';

/** DELETE /api/addresses/{id} (auth); another user's address answers 404. */
function deleteAddress(id: string): Promise<Ack> {
  return apiFetch<Ack>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
}

/** Deletes an address; the cached list drops it at once and is refreshed afterwards. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<Address[]>(accountKeys.addresses, (list) => list?.filter((a) => a.id !== id));
      return queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
    },
  });
}
