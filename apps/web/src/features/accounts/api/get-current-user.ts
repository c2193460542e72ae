import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User, VerifyTokenResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';
import { accountKeys } from './keys';

/** The profile's texts when the user cannot be loaded (spec 02 §8 Profile). */
export const CURRENT_USER_MESSAGES = {
  loadFailed: 'Failed to load user data',
  loadFailedToast: 'Failed to load profile data',
} as const;

/** GET /api/auth/verify (auth) → the signed-in user as the server has it now (401 ends the session). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return (await apiFetch<VerifyTokenResponse>('/api/auth/verify', { auth: true, signal })).user;
}

const currentUserQueryOptions = () => queryOptions({ queryKey: accountKeys.me, queryFn: ({ signal }) => getCurrentUser(signal), staleTime: 0 });

/**
 * The signed-in user, fetched fresh when the profile opens; `shown` (the session's copy) is displayed
 * meanwhile so the page does not flash a spinner.
 */
export function useCurrentUser(shown?: User | null) {
  return useQuery({ ...currentUserQueryOptions(), placeholderData: shown ?? undefined });
}
