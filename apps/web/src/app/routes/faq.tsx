import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategory } from '@atelier/contracts';
import { Collapsible } from '@/components/collapsible';
import * as Icon from '@/components/icons';
import { EmptyState, PageHeader } from '@/components/states';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/** The category buttons' labels, in the active language. */
const labels = (): Record<FaqCategory, string> => ({ all: t`All`, account: t`Account`, orders: t`Orders`, shipping: t`Shipping`, returns: t`Returns`, payment: t`Payment`, general: t`General` });

/** Entries of `category` ('all' for every one) whose question or answer contains the trimmed text, case-insensitively. */
export function filterFaq(text: string, category: FaqCategory) {
  const needle = text.trim().toLowerCase();
  return FAQ_ENTRIES.filter((f) => (category === 'all' || f.category === category) && (!needle || `${f.question} ${f.answer}`.toLowerCase().includes(needle)));
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
            className={cn('min-h-11 rounded-full border px-4 text-sm font-semibold', category === c ? 'border-ink-900 bg-ink-900 text-paper' : 'border-sand-300 bg-white text-ink-700 hover:border-ink-700')}
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
