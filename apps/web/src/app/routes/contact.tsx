import { PageHeader } from '@/components/states';
import { useCompanySocial } from '@/features/content/api/get-company-settings';
import { contactInfoQueryOptions, useContactInfo } from '@/features/contact/api/get-contact-info';
import { fallbackContact, pickContactDetails } from '@/features/contact/contact-details';
import { ContactDetailsCard } from '@/features/contact/components/contact-details-card';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactMap } from '@/features/contact/components/contact-map';
import { SocialLinks } from '@/features/contact/components/social-links';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@lingui/core/macro';
import type { PrefetchContext } from '../prefetch';

/** The studio's contact details, for the first render (docs/decisions/060, 135). */
export const prefetch = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(contactInfoQueryOptions());

/**
 * /contact (spec 02 §2 Contact page): the form, the studio's details from GET /api/contactinfo/public
 * (fallback set on failure), social links from settings (fallbacks) and a map.
 */
export default function ContactRoute() {
  useDocumentTitle(t`Contact`);
  const info = useContactInfo();
  const social = useCompanySocial();
  const details = info.data ? pickContactDetails(info.data) : fallbackContact();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t`Contact`} eyebrow={t`We reply within a day`}>
        {t`Questions about a custom pair, a painting session or an order? Write to us, or find us on social media.`}
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:gap-10">
        <section aria-labelledby="contact-form-title" className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="mb-5 text-2xl">
            {t`Send us a message`}
          </h2>
          <ContactForm />
        </section>
        <div className="grid content-start gap-6">
          <ContactDetailsCard details={details} failed={info.isError} loading={info.isPending} />
          <section aria-labelledby="contact-social">
            <h2 id="contact-social" className="mb-3 text-xl">
              {t`Follow the studio`}
            </h2>
            <SocialLinks social={social.data} />
          </section>
        </div>
      </div>
      <section aria-labelledby="contact-map" className="mt-10">
        <h2 id="contact-map" className="mb-3 text-2xl">
          {t`Find us`}
        </h2>
        <ContactMap address={details.address} />
      </section>
    </div>
  );
}
