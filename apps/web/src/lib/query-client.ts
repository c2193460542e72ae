import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * One query client for the app. Client errors (4xx) are final, so only network failures and 5xx
 * are retried, twice, which matters on slow mobile networks. No refetch on focus: phones switch
 * apps constantly and each refetch costs data. Offline, a query still makes its first request (the
 * service worker may answer it from what it kept, docs/decisions/136) and its retries wait for the
 * network ('offlineFirst').
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        networkMode: 'offlineFirst',
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** Query keys shared across features (each feature owns its own data but the shell resets them). */
export const queryKeys = {
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
  orders: ['orders'] as const,
  /** Everything of the signed-in account (profile, addresses, login history): dropped on logout. */
  account: ['account'] as const,
};
