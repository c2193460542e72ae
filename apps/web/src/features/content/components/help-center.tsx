import { Collapsible, RichText } from '@/components/collapsible';
import { Spinner } from '@/components/spinner';
import { EmptyState, ErrorState } from '@/components/states';
import { env } from '@/config/env';
import { ApiError, failureReason } from '@/lib/api-client';
import { useCompanyContact, useHelpCenter } from '../api/get-public-content';
import { t } from '@lingui/core/macro';

/** The help center's states (spec 01 §2, §7), in the active language. */
const helpMessages = () => ({
  loading: t`Loading help center...`,
  errorTitle: t`Error Loading Help Center`,
  errorFallback: t`Failed to load help center data`,
  empty: t`No FAQs Available`,
  noContent: t`No content available yet.`,
});

/**
 * The help center (spec 01 §2 Help center): introduction (HTML) and collapsible FAQs; 'Loading help
 * center...', 'No FAQs Available', 'Error Loading Help Center' with the server's readable message, else
 * 'Failed to load help center data' (also offline: spec 01 §7 names only these two) and Try Again; a
 * footer with e-mail support and call links.
 */
export function HelpCenter() {
  const help = useHelpCenter();
  const contact = useCompanyContact();
  const email = contact.data?.email || env.supportEmail;
  const phone = contact.data?.phone;
  const HELP_MESSAGES = helpMessages();

  let body;
  if (help.isPending)
    body = (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-ink-700">
        <Spinner /> {HELP_MESSAGES.loading}
      </p>
    );
  else if (help.isError)
    body = (
      <ErrorState
        title={HELP_MESSAGES.errorTitle}
        message={help.error instanceof ApiError && help.error.status === 0 ? HELP_MESSAGES.errorFallback : failureReason(help.error, HELP_MESSAGES.errorFallback)}
        onRetry={() => void help.refetch()}
        retryLabel={t`Try Again`}
      />
    );
  else
    body = (
      <>
        {help.data.introduction.content ? <RichText html={help.data.introduction.content} className="mb-8 max-w-3xl text-lg text-ink-700" /> : null}
        {help.data.faqs.length === 0 ? (
          <EmptyState title={HELP_MESSAGES.empty}>{t`Please check back soon, or write to us.`}</EmptyState>
        ) : (
          <div className="grid gap-3" data-testid="help-faqs">
            {help.data.faqs.map((faq) => (
              <Collapsible key={faq.id} title={faq.title}>
                {faq.content ? <RichText html={faq.content} /> : <p>{HELP_MESSAGES.noContent}</p>}
              </Collapsible>
            ))}
          </div>
        )}
      </>
    );

  return (
    <>
      {body}
      <section aria-labelledby="help-support" className="mt-12 rounded-3xl bg-ink-900 px-6 py-8 text-paper sm:px-10">
        <h2 id="help-support" className="text-2xl text-paper">
          {t`Still need help?`}
        </h2>
        <p className="mt-2 text-paper/80">{t`Our support team answers Monday to Friday 9AM-6PM and Saturday 10AM-4PM.`}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={`mailto:${email}`} className="inline-flex min-h-12 items-center rounded-full bg-gold-400 px-6 font-bold text-ink-900 hover:bg-gold-300">
            {t`E-mail support`}
          </a>
          {phone ? (
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="inline-flex min-h-12 items-center rounded-full border border-paper/40 px-6 font-bold text-paper hover:bg-paper/10">
              {t`Call us`}
            </a>
          ) : null}
        </div>
      </section>
    </>
  );
}
