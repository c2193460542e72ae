import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddressResponse, CreateAddressBody } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Spec 02 §8 Profile. */
export const CREATE_ADDRESS_FAILED = 'Failed to add address';

/** POST /api/addresses (auth, JSON address body; spec 02 §5 rules) → {success, message, address}. */
function createAddress(body: z.output<typeof CreateAddressBody>): Promise<z.infer<typeof AddressResponse>> {
  return apiFetch('/api/addresses', { method: 'POST', auth: true, body });
}

/** Adds an address and refreshes the list. */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
