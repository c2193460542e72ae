import { useEffect, useState } from 'react';
import { FALLBACK_BRAND, TERMS_SECTIONS } from '@atelier/contracts';
import { Collapsible, RichText } from '@/components/collapsible';
import { termsQueryOptions, useTerms } from '@/features/content/api/get-public-content';
import { termsDefault } from '@/features/content/defaults';
import { specText } from '@/features/content/section-titles';
import { resolveImageUrl } from '@/lib/images';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';
import type { PrefetchContext } from '../prefetch';

/** The owner's terms, for the first render (docs/decisions/060, 135). */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(termsQueryOptions());

/**
 * /terms (spec 01 §2 Terms): introduction, company logo and name, the 12 numbered collapsible
 * sections (server text or the built-in default) and a contact block. A failed call is only logged.
 */
export default function TermsRoute() {
  useDocumentTitle(t`Terms of Service`);
  const terms = useTerms();
  const [logoFailed, setLogoFailed] = useState(false);
  useEffect(() => {
    if (terms.isError) console.warn('terms: could not load; showing the defaults', terms.error);
  }, [terms.isError, terms.error]);
  const sections = terms.data?.sections ?? {};
  const text = (key: string) => sections[key]?.trim() || termsDefault(key);
  const name = terms.data?.company.name || FALLBACK_BRAND;
  const logo = resolveImageUrl(terms.data?.company.logo_url);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        {logo && !logoFailed ? <img src={logo} alt={t`${name} logo`} width={64} height={64} className="size-16 rounded-2xl object-contain" onError={() => setLogoFailed(true)} /> : null}
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{name}</p>
          <h1 className="text-3xl leading-tight sm:text-5xl">{t`Terms of Service`}</h1>
        </div>
      </header>
      <RichText html={text('overview')} className="mb-8 max-w-3xl text-lg text-ink-700" />
      <ol className="grid gap-3" data-testid="terms-sections">
        {TERMS_SECTIONS.map(([key, title], i) => (
          <li key={key}>
            <Collapsible title={`${i + 1}. ${specText(title)}`}>
              <RichText html={text(key)} />
            </Collapsible>
          </li>
        ))}
      </ol>
      <section aria-labelledby="terms-contact" className="mt-12 rounded-3xl border border-sand-200 bg-sand-50 px-6 py-8 sm:px-10">
        <h2 id="terms-contact" className="text-2xl">
          {t`Questions about these terms?`}
        </h2>
        <dl className="mt-4 grid gap-2 text-ink-700 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-ink-900">{t`E-mail`}</dt>
          <dd>
            <a href="mailto:legal@atelier.rw" className="text-clay-700 underline underline-offset-4">
              legal@atelier.rw
            </a>
          </dd>
          <dt className="font-semibold text-ink-900">{t`Phone`}</dt>
          <dd>+250 788 000 000</dd>
          <dt className="font-semibold text-ink-900">{t`Address`}</dt>
          <dd>{t`Kigali, Rwanda`}</dd>
        </dl>
      </section>
    </div>
  );
}
