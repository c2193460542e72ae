import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { paths } from '@/config/paths';
import { usePayInvoice } from '@/features/orders/api/pay-invoice';
import { PayInvoiceView } from '@/features/orders/components/invoice';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/**
 * While the page is shown, the document says: not to be indexed (`robots` noindex, nofollow), and to
 * send the page's address (which holds the key) to no other site (`referrer` same-origin). The server
 * puts both into the page's HTML and headers too; these cover a page reached inside the app.
 */
function usePrivatePage() {
  useEffect(() => {
    const added = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'same-origin'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      meta.dataset.payPage = '';
      document.head.append(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}

/**
 * A wrong order number, a wrong key or none: one calm page that tells nothing more (the server
 * answers the page and the API alike with 404).
 */
function PayNotFound() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center">
      <p className="font-display text-xl text-ink-900">{t`Order not found`}</p>
      <p className="text-sm text-ink-600">{t`Please open the link the shop sent you exactly as it is. If it still does not work, contact us and we will help.`}</p>
      <Link to={paths.contact} className={buttonClass('dark', 'md', 'mt-2')}>
        {t`Contact us`}
      </Link>
    </div>
  );
}

/**
 * /pay/:orderNumber?key=… (and /rw/pay/…, /fr/pay/…; docs/decisions/129-the-pay-page.md): the pay
 * link an order's customer gets, showing the invoice to whoever holds it, without signing in: lines,
 * totals, what is paid and due, the PAID/UNPAID stamp, how to pay by MoMo and the shop's contacts.
 * Loading, not-found and error (the server's readable reason, and a retry) states; printable; a lazy
 * chunk like every page.
 */
export default function PayRoute() {
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const invoice = usePayInvoice(orderNumber, key);
  usePrivatePage();
  // A malformed number or key (too long to be one) is refused with 400: as unknown as a wrong one.
  const notFound = orderNumber === '' || key === '' || (invoice.error instanceof ApiError && (invoice.error.status === 404 || invoice.error.status === 400));
  useDocumentTitle(notFound ? t`Order not found` : t`Your invoice`);
  const name = invoice.data?.customer_first_name.trim();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="no-print mb-2 text-3xl sm:text-4xl">{t`Your invoice`}</h1>
      {invoice.data && !notFound ? (
        <p className="no-print mb-6 text-ink-600">{name ? t`Hello ${name}, here is your order as it stands now.` : t`Here is your order as it stands now.`}</p>
      ) : (
        <div className="mb-6" />
      )}
      {notFound ? (
        <PayNotFound />
      ) : invoice.isPending ? (
        <PageSpinner label={t`Loading your invoice...`} />
      ) : invoice.isError ? (
        <ErrorState title={t`Your invoice could not be loaded`} message={errorMessage(invoice.error, t`Please check your connection and try again.`)} onRetry={() => void invoice.refetch()} />
      ) : (
        <PayInvoiceView invoice={invoice.data} payKey={key} onRefresh={() => void invoice.refetch()} refreshing={invoice.isFetching} />
      )}
    </div>
  );
}
