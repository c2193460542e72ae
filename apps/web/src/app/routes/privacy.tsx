import { useEffect } from 'react';
import { RichText } from '@/components/collapsible';
import { PageHeader } from '@/components/states';
import { env } from '@/config/env';
import { privacyQueryOptions, usePrivacy } from '@/features/content/api/get-public-content';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PrefetchContext } from '../prefetch';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** The built-in policy's sections (title, text), each a Lingui message. */
const SECTIONS: Array<[MessageDescriptor, MessageDescriptor]> = [
  [
    msg`What we collect`,
    msg`Your name, e-mail address and phone number when you create an account; delivery addresses you save; your orders, wishlist, cart, bookings and the messages you send us. We also keep a short history of sign-ins (time, device and browser) so you can spot misuse of your account.`,
  ],
  [
    msg`Why we use it`,
    msg`To process and deliver your orders, confirm them with you on WhatsApp, manage bookings, answer your questions and keep your account secure. We send newsletters only to addresses that confirmed their subscription, and every newsletter has an unsubscribe link.`,
  ],
  [msg`Who we share it with`, msg`Only with those who help us deliver: couriers receive your delivery address and phone number. We never sell your data or share it for advertising.`],
  [msg`How long we keep it`, msg`Order records are kept as long as the law requires for accounting. When you delete your account, your profile, addresses, wishlist and cart are removed.`],
  [
    msg`Your rights`,
    msg`Under Rwanda's law on the protection of personal data and privacy you may ask to see, correct or delete your data, and object to its use. Write to us and we answer within 30 days.`,
  ],
  [
    msg`Cookies and storage`,
    msg`We do not use advertising cookies. Your browser stores your sign-in token, your cart and wishlist ids, and small preferences such as where you placed the chat button.`,
  ],
  [msg`The chat assistant`, msg`Questions you type in the chat are used only to answer them. When the assistant uses an AI service, your question is sent to it without your name or account details.`],
];

/** The owner's text, primed in the page's HTML, before the first render (docs/decisions/060). */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(privacyQueryOptions());

/** The built-in policy, shown until the owner writes the page (and while it loads or if the call fails). */
function BuiltInPolicy() {
  const { i18n } = useLingui();
  return (
    <>
      {SECTIONS.map(([title, body]) => (
        <section key={title.id}>
          <h2 className="text-2xl">{i18n._(title)}</h2>
          <p className="mt-2 text-ink-700">{i18n._(body)}</p>
        </section>
      ))}
    </>
  );
}

/**
 * /privacy (spec 01 §2 Privacy; docs/decisions/104): the owner's privacy page from
 * GET /api/company-settings/public/privacy (HTML sanitised by the server), or the built-in policy
 * while it loads, when it fails (only logged, as the terms) or when the owner never wrote it.
 */
export default function PrivacyRoute() {
  const privacy = usePrivacy();
  const title = privacy.data?.content.trim() ? privacy.data.title.trim() || t`Privacy Policy` : t`Privacy Policy`;
  useDocumentTitle(title);
  useEffect(() => {
    if (privacy.isError) console.warn('privacy: could not load; showing the built-in policy', privacy.error);
  }, [privacy.isError, privacy.error]);
  const html = privacy.data?.content.trim() ?? '';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader title={title} eyebrow={t`Your data`}>
        {t`How we collect, use and protect your personal information.`}
      </PageHeader>
      <div className="grid gap-8">
        {html ? <RichText html={html} className="text-ink-700" /> : <BuiltInPolicy />}
        <section>
          <h2 className="text-2xl">{t`Contact`}</h2>
          <p className="mt-2 text-ink-700">
            {t`Questions about your data? Write to`}{' '}
            <a href={`mailto:${env.supportEmail}`} className="font-semibold text-clay-700 underline underline-offset-4">
              {env.supportEmail}
            </a>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
