import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { returnTo } from '@/app/guards';
import { BrandLink } from '@/app/layout/brand';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { VerificationForm } from '@/features/accounts/components/verification-form';
import { paths } from '@/config/paths';
import * as Icon from '@/components/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmailText } from '@/components/email-text';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

const TO_LOGIN_MS = 2000;

/**
 * /verification (spec 01 §2, §4): needs `state.email`, else → /login. On success shows
 * 'Account Verified!' and goes to /login after 2 s with the server's message in state (and the
 * page the visitor started from, so logging in returns there).
 */
export default function VerificationRoute() {
  useDocumentTitle(t`Verify your email`);
  const location = useLocation();
  const navigate = useNavigate();
  const email = (location.state as { email?: unknown } | null)?.email;
  const [verified, setVerified] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (typeof email !== 'string' || !email) return <Navigate to={paths.login} replace />;

  return (
    <AuthLayout brand={<BrandLink />}>
      <div className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        {verified ? (
          <div role="status" className="flex flex-col items-center py-6 text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700">
              <Icon.Check className="size-8" />
            </span>
            <h1 className="mt-4 text-3xl">{t`Account Verified!`}</h1>
            <p className="mt-2 text-ink-600">{t`Taking you to the login page...`}</p>
          </div>
        ) : (
          <>
            <h1 className="text-3xl">{t`Verify your email`}</h1>
            <p className="mt-2 text-ink-600">
              <Trans>
                We sent a 6-digit code to{' '}
                <strong className="font-semibold text-ink-900">
                  <EmailText email={email} />
                </strong>
                . Enter it below to activate your account.
              </Trans>
            </p>
            <div className="mt-6">
              <VerificationForm
                email={email}
                onVerified={(message) => {
                  setVerified(true);
                  timer.current = setTimeout(
                    () => navigate(paths.login, { replace: true, state: { message: message || t`Email verified successfully. You can now log in.`, email, ...returnTo(location) } }),
                    TO_LOGIN_MS,
                  );
                }}
              />
            </div>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
