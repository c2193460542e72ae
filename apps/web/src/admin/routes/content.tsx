import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { CONTENT_SECTIONS, HELP_INTRODUCTION_KEY, PRIVACY_PAGE_KEY } from '@atelier/contracts';
import { PageSpinner } from '@/components/spinner';
import { ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/api-client';
import { useContent, type AdminContent } from '../features/content/api/content';
import { ContentShell } from '../features/content/components/content-shell';
import { BasicForm, FaqsEditor, HTML_HINT, SectionForm } from '../features/content/components/content-forms';
import { MissingLanguages } from '../components/translation-fields';

const card = 'grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-6';
/** The sections' names (contracts' CONTENT_SECTIONS, as the store's terms and legal pages name them), translatable. */
const SECTION_NAMES: Record<string, MessageDescriptor> = {
  overview: msg({ context: 'content section', message: 'Overview' }),
  acceptance_of_terms: msg({ context: 'content section', message: 'Acceptance of Terms' }),
  use_license: msg({ context: 'content section', message: 'Use License' }),
  user_accounts: msg({ context: 'content section', message: 'User Accounts' }),
  prohibited_uses: msg({ context: 'content section', message: 'Prohibited Uses' }),
  content_policy: msg({ context: 'content section', message: 'Content Policy' }),
  privacy_policy: msg({ context: 'content section', message: 'Privacy Policy' }),
  payment_terms: msg({ context: 'content section', message: 'Payment Terms' }),
  refund_policy: msg({ context: 'content section', message: 'Refund Policy' }),
  disclaimer: msg({ context: 'content section', message: 'Disclaimer' }),
  governing_law: msg({ context: 'content section', message: 'Governing Law' }),
  changes_to_terms: msg({ context: 'content section', message: 'Changes to Terms' }),
  service_agreement: msg({ context: 'content section', message: 'Service Agreement' }),
  legal_overview: msg({ context: 'content section', message: 'Legal Overview' }),
  legal_copyright: msg({ context: 'content section', message: 'Copyright' }),
  legal_trademark: msg({ context: 'content section', message: 'Trademark' }),
  legal_data_protection: msg({ context: 'content section', message: 'Data Protection' }),
  legal_limitation_of_liability: msg({ context: 'content section', message: 'Limitation of Liability' }),
  legal_indemnification: msg({ context: 'content section', message: 'Indemnification' }),
  legal_dispute_resolution: msg({ context: 'content section', message: 'Dispute Resolution' }),
};
const SECTION_TITLES = new Map<string, string>(CONTENT_SECTIONS);
/** A section's name in the back office's language; the privacy page is its own page (/privacy), not the terms' "Privacy Policy" section: named apart. */
function sectionLabel(key: string, title: string): string {
  if (key === PRIVACY_PAGE_KEY) return t`Privacy page (/privacy)`;
  const name = SECTION_NAMES[key];
  return name ? i18n._(name) : (SECTION_TITLES.get(key) ?? title);
}

/** The help page's introduction, then the FAQs, company basics and the terms, legal and privacy sections. */
function ContentEditors({ content }: { content: AdminContent }) {
  const intro = content.sections.find((s) => s.key === HELP_INTRODUCTION_KEY);
  const others = content.sections.filter((s) => s.key !== HELP_INTRODUCTION_KEY);
  return (
    <div className="grid max-w-3xl gap-6">
      <p className="text-sm text-ink-600">{i18n._(HTML_HINT)}</p>
      {intro ? (
        <section aria-labelledby="help-intro-heading" className={card}>
          <h2 id="help-intro-heading" className="text-lg font-semibold">
            {t`Help introduction`}
          </h2>
          <MissingLanguages locales={intro.missing_translations} />
          <SectionForm section={intro} label={t`Help introduction`} previewPlace={t`the help page`} />
        </section>
      ) : null}
      <FaqsEditor faqs={content.faqs} />
      <BasicForm basic={content.basic} />
      <section aria-labelledby="legal-heading" className={card}>
        <h2 id="legal-heading" className="text-lg font-semibold">
          {t`Terms, legal and privacy`}
        </h2>
        {others.map((section) => (
          <details key={section.key} className="rounded-xl p-3 ring-1 ring-sand-200">
            <summary className="cursor-pointer font-medium">
              <span>{sectionLabel(section.key, section.title)}</span>
              <MissingLanguages locales={section.missing_translations} className="ms-2 inline-block align-middle font-normal" />
            </summary>
            <div className="pt-3">
              <SectionForm
                section={section}
                label={sectionLabel(section.key, section.title)}
                previewPlace={section.key === PRIVACY_PAGE_KEY ? t`the privacy page` : section.key.startsWith('legal') ? t`the legal page` : t`the terms page`}
              />
            </div>
          </details>
        ))}
      </section>
    </div>
  );
}

/** /admin/content (owner only, docs/decisions/104): the texts — help introduction and FAQs, company basics, terms, legal and privacy — in the rich-text editor. The other content pages are linked above. */
export default function ContentPage() {
  const { data, error, isPending, refetch } = useContent();
  return (
    <ContentShell title={t`Content`} intro={t`The texts of the help center, the about page and the terms, legal and privacy pages.`}>
      {isPending ? (
        <PageSpinner label={t`Loading the content...`} />
      ) : error ? (
        <ErrorState title={t`The content could not be loaded`} message={errorMessage(error, t`Please try again.`)} onRetry={() => void refetch()} />
      ) : (
        <ContentEditors content={data} />
      )}
    </ContentShell>
  );
}
