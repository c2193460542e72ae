import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LEGAL_SECTIONS, type ContactInfoItem } from '@atelier/contracts';
import { Button } from '@/components/button';
import { Collapsible, RichText } from '@/components/collapsible';
import { Spinner } from '@/components/spinner';
import { PageHeader } from '@/components/states';
import { legalQueryOptions } from '@/features/content/api/get-public-content';
import type { PrefetchContext } from '../prefetch';
import { LEGAL_CONTACT_TYPES, legalContactFallback, termsDefault } from '@/features/content/defaults';
import { specText } from '@/features/content/section-titles';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';

function contactHref(item: ContactInfoItem): string | null {
  if (item.contact_type.endsWith('email')) return `mailto:${item.contact_value}`;
  if (item.contact_type === 'phone' || item.contact_type === 'emergency_contact') return `tel:${item.contact_value.replace(/[^+\d]/g, '')}`;
  if (item.contact_type === 'website' && /^https?:\/\//i.test(item.contact_value)) return item.contact_value;
  return null;
}

/** The terms and the contact items, for the first render (docs/decisions/060, 135). */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(legalQueryOptions());

/**
 * /legal (spec 01 §2 Legal): overview and the 8 collapsible sections (server text or default), and a
 * legal contact list from the contact items of the legal types (fallback list when none). Loading
 * state; on error the defaults stay, with the error ('Terms API error! status: {status}', 'Contact
 * API error! status: {status}' or 'Failed to load legal data'), 'Try Again' with a retry counter and
 * 'Reload Page'.
 */
export default function LegalRoute() {
  useDocumentTitle(t`Legal`);
  const [retries, setRetries] = useState(0);
  const legal = useQuery(legalQueryOptions());
  const sections = legal.data?.terms.sections ?? {};
  const text = (key: string) => sections[key]?.trim() || termsDefault(key);
  const fromServer = (legal.data?.contacts ?? []).filter((c) => (LEGAL_CONTACT_TYPES as readonly string[]).includes(c.contact_type));
  const contacts = fromServer.length > 0 ? fromServer : legalContactFallback();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader title={t`Legal`} eyebrow={t`Legal information`} />
      {legal.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-16 text-ink-700">
          <Spinner /> {t`Loading legal information...`}
        </p>
      ) : (
        <>
          {legal.isError ? (
            <div role="alert" className="mb-8 rounded-2xl border border-clay-100 bg-clay-50 px-5 py-4">
              <p className="font-semibold text-ink-900">{legal.error instanceof ApiError ? legal.error.message : t`Failed to load legal data`}</p>
              <p className="mt-1 text-sm text-ink-700">
                {t`Showing our standard legal texts meanwhile.`}
                {retries > 0 ? ` ${t`Retry attempts: ${retries}`}` : ''}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="dark"
                  size="sm"
                  onClick={() => {
                    setRetries((n) => n + 1);
                    void legal.refetch();
                  }}
                >
                  {t`Try Again`}
                </Button>
                <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
                  {t`Reload Page`}
                </Button>
              </div>
            </div>
          ) : null}
          <section aria-labelledby="legal-overview" className="mb-8">
            <h2 id="legal-overview" className="mb-3 text-2xl">
              {t`Overview`}
            </h2>
            <RichText html={text('legal_overview')} className="max-w-3xl text-lg text-ink-700" />
          </section>
          <div className="grid gap-3" data-testid="legal-sections">
            {LEGAL_SECTIONS.map(([key, title]) => (
              <Collapsible key={key} title={specText(title)}>
                <RichText html={text(key)} />
              </Collapsible>
            ))}
          </div>
          <section aria-labelledby="legal-contact" className="mt-12 rounded-3xl border border-sand-200 bg-sand-50 px-6 py-8 sm:px-10">
            <h2 id="legal-contact" className="text-2xl">
              {t`Legal contact`}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="legal-contacts">
              {contacts.map((c) => {
                const href = contactHref(c);
                return (
                  <li key={`${c.contact_type}-${c.contact_value}`}>
                    <p className="text-sm font-semibold text-ink-900">{c.display_name}</p>
                    {href ? (
                      <a href={href} className="break-words text-clay-700 underline underline-offset-4">
                        {c.contact_value}
                      </a>
                    ) : (
                      <p className="text-ink-700">{c.contact_value}</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
