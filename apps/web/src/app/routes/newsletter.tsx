import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

/** Each landing state's title and line, in the active language. */
const statusTexts = () => ({
  confirmed: { title: t`Subscription confirmed`, text: t`Thank you! You will now receive our newsletter: new drops, studio news and events. Every e-mail has an unsubscribe link.` },
  unsubscribed: { title: t`You are unsubscribed`, text: t`You will not receive our newsletter any more. You can subscribe again at any time from the footer of any page.` },
  invalid: { title: t`This link is not valid`, text: t`The link has already been used or has expired. Subscribe again from the footer of any page to get a new one.` },
});

/**
 * /newsletter?status=confirmed|unsubscribed|invalid: where the confirm and unsubscribe links of the
 * newsletter e-mails land (GET /api/subscriptions/confirm and /unsubscribe redirect here).
 */
export default function NewsletterRoute() {
  const [params] = useSearchParams();
  const key = params.get('status');
  const STATUS = statusTexts();
  const status = key && key in STATUS ? STATUS[key as keyof typeof STATUS] : STATUS.invalid;
  useDocumentTitle(status.title);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="bg-zigzag mb-8 h-3 w-32 rounded-full" aria-hidden="true" />
      <h1 className="text-4xl sm:text-5xl">{status.title}</h1>
      <p className="mt-4 text-lg text-ink-600">{status.text}</p>
      <Link to={paths.store} className={buttonClass('dark', 'lg', 'mt-10')}>
        {t`Visit the store`}
      </Link>
    </div>
  );
}
