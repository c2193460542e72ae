import { queryKeys } from '@/lib/query-client';

/**
 * Query keys of the signed-in account. All start with `account`, so logging out drops them at once
 * (lib/auth removes `queryKeys.account`).
 */
export const accountKeys = {
  me: [...queryKeys.account, 'me'] as const,
  addresses: [...queryKeys.account, 'addresses'] as const,
  loginHistory: (page: number) => [...queryKeys.account, 'login-history', page] as const,
  loginStats: [...queryKeys.account, 'login-stats'] as const,
};
