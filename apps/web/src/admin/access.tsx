import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { adminRole, isOwner } from './roles';

// Its own chunk (with zod and react-hook-form): signed-in visits never load it.
const SignIn = lazy(() => import('./features/auth/sign-in').then((m) => ({ default: m.SignIn })));

/**
 * A clear refusal, never a blank screen (docs/decisions/099): what is missing, and the ways out
 * (the shop, or signing in with another account).
 */
function NoAccess({ title, children }: { title?: string; children?: ReactNode }) {
  const { logout } = useAuth();
  return (
    <section role="alert" aria-labelledby="no-access-title" className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-sand-200">
      <h1 id="no-access-title" className="text-3xl">
        {title ?? t`No access`}
      </h1>
      <div className="text-ink-600">{children ?? <p>{t`This page is for the shop's owner.`}</p>}</div>
      <div className="flex flex-wrap justify-center gap-3">
        <a href="/" className={buttonClass('dark')}>
          {t`Go to the shop`}
        </a>
        <Button variant="outline" onClick={() => logout()}>
          {t`Sign out`}
        </Button>
      </div>
    </section>
  );
}

/**
 * The whole back office's gate: a spinner while a restored session is checked, the sign-in form
 * when signed out, "No access" for a customer's account; staff and the owner go through. The
 * server checks the role on every /api/admin call too: this only spares people a page that would
 * refuse them.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'checking') return <PageSpinner label={t`Checking your session...`} />;
  if (status === 'signedOut' || !user)
    return (
      <Suspense fallback={<PageSpinner />}>
        <SignIn />
      </Suspense>
    );
  if (!adminRole(user)) {
    return (
      <main className="flex min-h-dvh items-center px-5">
        <NoAccess>
          <p>
            <Trans>
              You are signed in as <strong className="text-ink-900 [overflow-wrap:anywhere]">{user.email}</strong>, a customer account. The back office is for the shop&apos;s owner and staff.
            </Trans>
          </p>
        </NoAccess>
      </main>
    );
  }
  return <>{children}</>;
}

/** Owner-only pages (staff, audit log): staff see "No access" instead of the page. */
export function RequireOwner() {
  const { user } = useAuth();
  return isOwner(user) ? <Outlet /> : <NoAccess />;
}
