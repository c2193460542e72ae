import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { User } from '@atelier/contracts';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { Tabs } from '@/components/tabs';
import { paths } from '@/config/paths';
import { CURRENT_USER_MESSAGES, useCurrentUser } from '@/features/accounts/api/get-current-user';
import { ProfileSummary } from '@/features/accounts/components/profile-summary';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { accountText } from '@/features/accounts/account-messages';

// Each tab's code is its own chunk, fetched when the tab is first opened.
const ProfileOverview = lazy(() => import('@/features/accounts/components/profile-overview').then((m) => ({ default: m.ProfileOverview })));
const AddressesPanel = lazy(() => import('@/features/accounts/components/addresses-panel').then((m) => ({ default: m.AddressesPanel })));
const SecurityPanel = lazy(() => import('@/features/accounts/components/security-panel').then((m) => ({ default: m.SecurityPanel })));
const LoginHistoryPanel = lazy(() => import('@/features/accounts/components/login-history-panel').then((m) => ({ default: m.LoginHistoryPanel })));
const ProfileActivity = lazy(() => import('./profile-activity').then((m) => ({ default: m.ProfileActivity })));
const OrdersPanel = lazy(() => import('@/features/orders/components/orders-panel').then((m) => ({ default: m.OrdersPanel })));
const ProfileReturns = lazy(() => import('./profile-returns').then((m) => ({ default: m.ProfileReturns })));

type TabId = 'overview' | 'orders' | 'addresses' | 'security' | 'history' | 'returns';

interface ProfileTab {
  /** The value of `?tab=`. */
  id: TabId;
  label: MessageDescriptor;
  render: (user: User, select: (id: TabId) => void) => ReactNode;
}

/**
 * The profile's tabs, in order (spec 02 §2 Profile). A new tab is one more entry: its id becomes a
 * `?tab=` value and its panel a lazy chunk.
 */
const TABS = [
  {
    id: 'overview',
    label: msg`Overview`,
    render: (user, select) => (
      <div className="grid gap-6">
        <ProfileOverview user={user} />
        <ProfileActivity onViewAllOrders={() => select('orders')} />
      </div>
    ),
  },
  { id: 'orders', label: msg`Orders`, render: () => <OrdersPanel /> },
  { id: 'addresses', label: msg`Addresses`, render: () => <AddressesPanel /> },
  { id: 'security', label: msg`Security`, render: (user) => <SecurityPanel user={user} /> },
  { id: 'history', label: msg`Login History`, render: () => <LoginHistoryPanel /> },
  { id: 'returns', label: msg`Returns`, render: () => <ProfileReturns /> },
] as const satisfies readonly ProfileTab[];

/**
 * /profile (signed in; spec 02 §2 Profile, §8): the account's head with Log out, then tabs whose
 * choice lives in the URL (`?tab=overview|orders|addresses|security|history|returns`), so it survives a reload and
 * can be linked; an unknown value opens Overview. The user is fetched fresh (GET /api/auth/verify),
 * showing the stored one meanwhile; a failure shows 'Failed to load user data' with Retry.
 */
export default function ProfileRoute() {
  const { user: sessionUser, logout, updateUser } = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const me = useCurrentUser(sessionUser);
  const tab = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  const tabLabel = i18n._(tab.label);
  useDocumentTitle(tab.id === 'overview' ? t`Profile` : t`${tabLabel} · Profile`);

  // The fresh copy also refreshes the session's (e.g. a picture changed on another device).
  const fresh = me.isPlaceholderData ? undefined : me.data;
  useEffect(() => {
    if (fresh) updateUser(fresh);
  }, [fresh, updateUser]);

  const unauthenticated = me.error instanceof ApiError && me.error.status === 401;
  useEffect(() => {
    // A 401 ends the session instead (the API client logs out and the guard sends the visitor to /login).
    if (me.isError && !unauthenticated) toast.error(accountText(CURRENT_USER_MESSAGES.loadFailedToast), { id: 'profile-load' });
  }, [me.isError, unauthenticated]);

  const select = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  if (me.isError && !me.data) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ErrorState title={accountText(CURRENT_USER_MESSAGES.loadFailed)} message={errorMessage(me.error, '')} onRetry={() => void me.refetch()} retryLabel={t`Retry`} />
      </div>
    );
  }
  if (!me.data) return <PageSpinner label={t`Loading your profile...`} />;
  const user = me.data;
  const tabs = TABS.map((entry) => ({ ...entry, label: i18n._(entry.label) }));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <ProfileSummary
        user={user}
        onLogout={() => {
          // Straight to the login page, not remembering /profile as the place to come back to.
          navigate(paths.login, { replace: true });
          logout();
        }}
      />
      <Tabs tabs={tabs} selected={tab.id} onSelect={select} label={t`Profile sections`} className="mt-8 sm:mt-10">
        <Suspense fallback={<PageSpinner />}>{tab.render(user, select)}</Suspense>
      </Tabs>
    </div>
  );
}
