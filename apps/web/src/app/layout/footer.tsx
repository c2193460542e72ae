import { Link } from 'react-router';
import { SOCIAL_FALLBACKS, kigaliToday } from '@atelier/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguagePicker } from '@/components/language-picker';
import { Facebook, Instagram, Linkedin, Twitter } from '@/features/contact/components/social-icons';
import { paths } from '@/config/paths';
import { useCompanyBasic, useCompanySocial } from '@/features/content/api/get-company-settings';
import { NewsletterForm } from '@/features/content/components/newsletter-form';
import { useCompanyName } from './brand';

const COLUMNS = [
  {
    title: msg`Company`,
    links: [
      { to: paths.about, label: msg`About Us` },
      { to: paths.services, label: msg`Services` },
      { to: paths.contact, label: msg`Contact` },
    ],
  },
  {
    title: msg`Services`,
    links: [
      { to: paths.store, label: msg`Custom Shoes` },
      { to: paths.store, label: msg`Exclusive Items` },
      { to: paths.galleryFooterAlias, label: msg`Art Gallery` },
      { to: paths.profile, label: msg`Custom Orders` },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { to: paths.help, label: msg`Help Center` },
      { to: paths.terms, label: msg`Terms of Service` },
      { to: paths.legal, label: msg`Legal` },
    ],
  },
] as const;

const DEFAULT_TAGLINE = msg`Custom fashion, bespoke shoes and graphic art, made in Kigali.`;

/**
 * Site footer (spec 01 §2 Footer): company name (fallback brand), tagline, newsletter form, the
 * Company / Services / Support columns, the copyright with the current year, and the four social
 * links, each falling back to that network's home page.
 */
export function Footer() {
  const { t, i18n } = useLingui();
  const name = useCompanyName();
  // Kigali's year, the same on the server and in any visitor's time zone (docs/decisions/135).
  const year = kigaliToday().slice(0, 4);
  const basic = useCompanyBasic();
  const social = useCompanySocial();
  const networks = [
    { key: 'facebook', label: 'Facebook', icon: Facebook, url: social.data?.facebook?.url || SOCIAL_FALLBACKS.facebook },
    { key: 'twitter', label: 'Twitter', icon: Twitter, url: social.data?.twitter?.url || SOCIAL_FALLBACKS.twitter },
    { key: 'instagram', label: 'Instagram', icon: Instagram, url: social.data?.instagram?.url || SOCIAL_FALLBACKS.instagram },
    { key: 'linkedin', label: 'LinkedIn', icon: Linkedin, url: social.data?.linkedin?.url || SOCIAL_FALLBACKS.linkedin },
  ];
  return (
    <footer className="no-print mt-16 bg-ink-900 text-paper">
      <div className="bg-zigzag h-3 opacity-90" aria-hidden="true" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_2fr] lg:gap-16">
        <div className="grid content-start gap-5">
          <div>
            <p className="font-display text-2xl font-semibold">{name}</p>
            <p className="mt-2 max-w-sm text-sm text-paper/80">{basic.data?.company_tagline || i18n._(DEFAULT_TAGLINE)}</p>
          </div>
          <NewsletterForm />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <nav key={column.title.id} aria-label={t`Footer: ${i18n._(column.title)}`}>
              <h2 className="font-sans text-xs font-bold tracking-[0.2em] text-gold-400 uppercase">{i18n._(column.title)}</h2>
              <ul className="mt-3 grid gap-0.5">
                {column.links.map((link) => (
                  <li key={link.label.id}>
                    <Link to={link.to} className="flex min-h-11 items-center text-sm text-paper/85 hover:text-paper hover:underline">
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-paper/10">
        <div className="mx-auto flex max-w-6xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-xs text-paper/75">
            <Trans>
              © {year} {name}. All rights reserved.
            </Trans>
          </p>
          <LanguagePicker tone="dark" />
          <ul className="flex items-center gap-1" aria-label={t`Social media`}>
            {networks.map((n) => (
              <li key={n.key}>
                <a
                  href={n.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t`${name} on ${n.label}`}
                  className="flex size-11 items-center justify-center rounded-full text-paper/85 hover:bg-paper/10 hover:text-paper"
                >
                  <n.icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
