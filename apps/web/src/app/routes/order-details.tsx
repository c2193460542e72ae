import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { CHECKOUT_MESSAGES } from '@atelier/contracts';
import { buttonClass } from '@/components/button';
import * as Icon from '@/components/icons';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { orderErrorText, useOrder } from '@/features/orders/api/orders';
import { Invoice } from '@/features/orders/components/invoice';
import { useAuth } from '@/lib/auth';
import { AUTH_EXPIRED, onAppEvent } from '@/lib/events';
import { specText } from '@/lib/i18n/checkout-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { returnTo } from '../guards';
import { t } from '@lingui/core/macro';

/**
 * /orders/:orderId (spec 02 §2 Order details): the invoice of one order, its status re-fetched every
 * 30 s and on Refresh status; the error texts of spec 02 §8 ('Order not found', 'Failed to fetch
 * order details', …); a back link to /profile. A signed-out visitor reads 'Please log in to view
 * order details', a customer whose session the server rejected here 'Unauthorized: Please log in
 * again', each followed by 'Log in', which brings them back to this order (spec 01 §4).
 */
export default function OrderDetailsRoute() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const { status } = useAuth();
  const order = useOrder(orderId, undefined, status === 'signedIn');
  useDocumentTitle(order.data ? t`Order ${order.data.order_number}` : t`Order`);

  // A rejected token (401) ends the session before the page can read the reply: the event says it.
  const [sessionRejected, setSessionRejected] = useState(false);
  useEffect(() => onAppEvent(AUTH_EXPIRED, () => setSessionRejected(true)), []);
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'signedIn') setSessionRejected(false);
  }

  const signIn = status === 'signedOut' ? (sessionRejected ? CHECKOUT_MESSAGES.orderUnauthorized : CHECKOUT_MESSAGES.loginToViewOrder) : null;
  const errorText = order.isError ? orderErrorText(order.error) : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={paths.profile} className="no-print mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-900">
        <Icon.ArrowLeft className="size-5" /> {t`Back to profile`}
      </Link>
      <h1 className="no-print mb-6 text-3xl sm:text-4xl">{t`Order details`}</h1>
      {signIn ? (
        <>
          <ErrorState title={specText(signIn)} />
          <p className="mt-6 text-center">
            <Link to={paths.login} state={returnTo(location)} className={buttonClass('dark', 'md')}>
              {t`Log in`}
            </Link>
          </p>
        </>
      ) : order.isPending ? (
        <PageSpinner label={t`Loading order...`} />
      ) : errorText ? (
        <ErrorState title={specText(errorText)} onRetry={errorText === CHECKOUT_MESSAGES.orderNotFound ? undefined : () => void order.refetch()} />
      ) : order.data ? (
        <Invoice order={order.data} onRefresh={() => void order.refetch()} refreshing={order.isFetching} />
      ) : null}
    </div>
  );
}
