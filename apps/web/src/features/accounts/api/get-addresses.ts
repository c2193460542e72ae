import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Address, AddressesResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Spec 02 §8 Profile. */
export const ADDRESSES_LOAD_FAILED = 'Failed to load addresses';

/** GET /api/addresses (auth) → the user's saved addresses, newest first as the server orders them. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await apiFetch<z.infer<typeof AddressesResponse>>('/api/addresses', { auth: true, signal })).addresses;
}

const addressesQueryOptions = () => queryOptions({ queryKey: accountKeys.addresses, queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
