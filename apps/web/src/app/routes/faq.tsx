import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategory } from '@atelier/contracts';
import { Collapsible } from '@/components/collapsible';
import * as Icon from '@/components/icons';
import { EmptyState, PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n';
import { Trans } from '@lingui/react/macro';

/** The category buttons' labels, in the active language. */
const labels = (): Record<FaqCategory, string> => ({ all: t`All`, account: t`Account`, orders: t`Orders`, shipping: t`Shipping`, returns: t`Returns`, payment: t`Payment`, general: t`General` });

/**
 * The built-in questions and answers (contracts' FAQ_ENTRIES, the spec's English) with their
 * translatable twins, by id; an entry without one is shown as the contracts write it.
 */
const FAQ_TEXTS: Record<number, [MessageDescriptor, MessageDescriptor]> = {
  1: [msg`How do I create an account?`, msg`Choose Log in, then Register. Enter your name, email, phone and a password of at least 6 characters. We email you a 6-digit code to verify your address.`],
  2: [msg`I did not receive my verification code. What can I do?`, msg`Check your spam folder, then use Resend on the verification page after the 60-second countdown. Codes expire after 10 minutes.`],
  3: [
    msg`How do I reset my password?`,
    msg`On the login page choose Forgot password, enter your email, and type the 6-digit code we send you (valid for 10 minutes), or open the link in the email. Then choose a new password.`,
  ],
  4: [msg`Can I change or cancel my order?`, msg`Yes, orders can be modified or cancelled within 24 hours of placing them. Message us on WhatsApp with your order number.`],
  5: [
    msg`How do I place an order?`,
    msg`Add items to your cart, go to checkout, fill in your details and choose BUY DIRECT. Your order is saved and opened in WhatsApp with its order number so we can confirm it with you.`,
  ],
  6: [msg`Can I order custom shoes with my own design?`, msg`Yes. Custom sneakers are painted to order in our Kigali studio. Tell us your idea in the order message or book a design session.`],
  7: [msg`How long does shipping take?`, msg`Standard shipping takes 5-7 business days, express 2-3 business days, and international orders 7-14 business days.`],
  8: [msg`Is shipping free?`, msg`Domestic shipping is free on orders over $50. Delivery within Kigali is free.`],
  9: [msg`Do you ship internationally?`, msg`Yes, we ship worldwide. International delivery takes 7-14 business days.`],
  10: [msg`What is your return policy?`, msg`You can return items within 30 days in their original condition. Refunds are issued within 5-7 business days after we receive the item.`],
  11: [msg`Can I return custom-made items?`, msg`Custom-painted items can be returned only if they arrive damaged or differ from what we agreed. Contact us within 30 days.`],
  12: [msg`Which payment methods do you accept?`, msg`We confirm every order on WhatsApp and accept mobile money (MTN MoMo, Airtel Money) and bank transfer.`],
  13: [msg`Is it safe to order on this site?`, msg`Yes. We never ask for card details on the site: your order is saved securely and payment is agreed with you directly.`],
  14: [msg`Do you have discount codes?`, msg`Yes, from time to time. Enter a coupon code at checkout to see your discount before you order.`],
  15: [msg`What are your support hours?`, msg`Our support team is available Monday to Friday 9AM-6PM and Saturday 10AM-4PM.`],
  16: [msg`Can I book a painting or dance session?`, msg`Yes. Go to Services and choose Book Now to pick a date and time for your group.`],
};

/** The entries in the active language. */
const localizedFaq = () =>
  FAQ_ENTRIES.map((f) => {
    const twin = FAQ_TEXTS[f.id];
    return twin ? { ...f, question: i18n._(twin[0]), answer: i18n._(twin[1]) } : f;
  });

/** Entries of `category` ('all' for every one) whose question or answer (in the active language) contains the trimmed text, case-insensitively. */
export function filterFaq(text: string, category: FaqCategory) {
  const needle = text.trim().toLocaleLowerCase();
  return localizedFaq().filter((f) => (category === 'all' || f.category === category) && (!needle || `${f.question} ${f.answer}`.toLocaleLowerCase().includes(needle)));
}

/**
 * /faq (spec 01 §2 FAQ): the 16 built-in questions, free-text search over question and answer,
 * category filter buttons (default all) and a 'No results found' state.
 */
export default function FaqRoute() {
  useDocumentTitle(t`Frequently Asked Questions`);
  const LABELS = labels();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<FaqCategory>('all');
  const inputId = useId();
  const shown = filterFaq(text, category);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader title={t`Frequently Asked Questions`} eyebrow={t`FAQ`}>
        {t`Quick answers about accounts, orders, shipping, returns and payment.`}
      </PageHeader>
      <div className="relative mb-4">
        <label htmlFor={inputId} className="sr-only">
          {t`Search questions`}
        </label>
        <Icon.Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-600" />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Search questions…`}
          className="min-h-12 w-full rounded-full border border-sand-300 bg-white pr-5 pl-12 text-base text-ink-900 placeholder:text-ink-500 focus:border-clay-600 focus:outline-none"
        />
      </div>
      <div role="group" aria-label={t`Categories`} className="mb-8 flex flex-wrap gap-2">
        {FAQ_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold',
              category === c ? 'border-ink-900 bg-ink-900 text-paper' : 'border-sand-300 bg-white text-ink-700 hover:border-ink-700',
            )}
          >
            {LABELS[c]}
          </button>
        ))}
      </div>
      <p className="sr-only" role="status">
        {plural(shown.length, { one: '# question', other: '# questions' })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={t`No results found`}>{t`Try other words or another category.`}</EmptyState>
      ) : (
        <div className="grid gap-3" data-testid="faq-list">
          {shown.map((f) => (
            <Collapsible key={f.id} title={f.question}>
              <p>{f.answer}</p>
            </Collapsible>
          ))}
        </div>
      )}
      <p className="mt-10 text-ink-700">
        <Trans>
          Didn't find your answer? Visit the{' '}
          <Link to={paths.help} className="font-semibold text-clay-700 underline underline-offset-4">
            Help Center
          </Link>{' '}
          or{' '}
          <Link to={paths.contact} className="font-semibold text-clay-700 underline underline-offset-4">
            contact us
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
