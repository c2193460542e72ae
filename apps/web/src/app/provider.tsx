import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/lib/toast';
import { I18nProvider } from '@lingui/react';
import { i18n, onLocaleChange } from '@/lib/i18n/i18n';
import { AuthProvider } from '@/lib/auth';
import { CART_UPDATED, WISHLIST_IDS_KEY, WISHLIST_UPDATED, onAppEvent } from '@/lib/events';
import { createQueryClient, queryKeys } from '@/lib/query-client';
import { NotificationHost } from './layout/notification-host';

/**
 * Makes the queries of `queryKey` (all when omitted) stale and fetches the shown ones again, from
 * now: a fetch still in flight began before the change and is dropped first. TanStack Query would
 * otherwise hand the invalidation that fetch's answer when the query has no data yet (its first
 * fetch, as a page opens), and the change would never show.
 */
async function fetchAfresh(queryClient: QueryClient, queryKey?: readonly unknown[]): Promise<void> {
  await queryClient.cancelQueries(queryKey ? { queryKey } : undefined);
  await queryClient.invalidateQueries(queryKey ? { queryKey } : undefined);
}

/**
 * Refetches cart or wishlist data when someone else changed it: an event sent without fresh data,
 * or another tab's `wishlist_ids` (spec 01 §4). Changes made here already updated the cache.
 * A switch of language refetches everything: the owner's texts (items, hero, help, …) come in the
 * page's language (docs/decisions/112).
 */
function CacheSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offCart = onAppEvent(CART_UPDATED, (detail) => {
      if (!detail.synced) void fetchAfresh(queryClient, queryKeys.cart);
    });
    const offWishlist = onAppEvent(WISHLIST_UPDATED, (detail) => {
      if (!detail.synced) void fetchAfresh(queryClient, queryKeys.wishlist);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLIST_IDS_KEY) void fetchAfresh(queryClient, queryKeys.wishlist);
    };
    window.addEventListener('storage', onStorage);
    const offLocale = onLocaleChange(() => void fetchAfresh(queryClient));
    return () => {
      offLocale();
      offCart();
      offWishlist();
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
  return null;
}

/**
 * App-wide providers: the active language (Lingui; main.tsx activates it before the first render), TanStack Query, the session, and the toast layer (react-hot-toast's defaults
 * are the spec's: success 2 s, error/blank/custom 4 s, loading until dismissed, at most 20), and the
 * separate notification shown on the window event `notify`. `queryClient` is the app's own client
 * when main.tsx has already filled it for the first render.
 */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CacheSync />
          {children}
          <NotificationHost />
          <Toaster position="top-center" containerStyle={{ top: 72 }} toastOptions={{ style: { borderRadius: '999px', background: '#1f1a17', color: '#fbf8f3', fontSize: '14px', fontWeight: 500 } }} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
