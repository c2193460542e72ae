import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { EmptyState, PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { returnTo } from './guards';
import { t } from '@lingui/core/macro';

/**
 * A public page about the customer's own account (/transactions, /returns: docs/decisions/098): its
 * heading always; below it `children` for a signed-in customer, else `signInText` with 'Log in',
 * which brings the visitor back to this page once signed in (spec 01 §4). A spinner while a restored
 * session is checked.
 */
export function AccountPage({ title, signInText, children }: { title: string; signInText: string; children: ReactNode }) {
  useDocumentTitle(title);
  const { status } = useAuth();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={title} />
      {status === 'checking' ? (
        <PageSpinner label={t`Checking your session...`} />
      ) : status === 'signedIn' ? (
        children
      ) : (
        <EmptyState
          title={t`Log in to see them`}
          action={
            <Link to={paths.login} state={returnTo(location)} className={buttonClass('dark', 'md')}>
              {t`Log in`}
            </Link>
          }
        >
          {signInText}
        </EmptyState>
      )}
    </div>
  );
}
