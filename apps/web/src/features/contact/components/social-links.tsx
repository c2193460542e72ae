import type { CompanySocial } from '@atelier/contracts';
import { SOCIAL_FALLBACKS } from '@atelier/contracts';
import { Facebook, Instagram, Twitter } from './social-icons';
import { Whatsapp } from './contact-icons';
import { t } from '@lingui/core/macro';

const WHATSAPP_FALLBACK = 'https://wa.me/';

/** The WhatsApp link: the configured url, else a wa.me link to the configured phone, else wa.me. */
function whatsappUrl(social: CompanySocial | undefined): string {
  const url = social?.whatsapp?.url?.trim();
  if (url && url !== WHATSAPP_FALLBACK) return url;
  const digits = social?.whatsapp?.phone?.replace(/\D/g, '');
  return digits ? `${WHATSAPP_FALLBACK}${digits}` : WHATSAPP_FALLBACK;
}

/**
 * WhatsApp, Instagram, Facebook and Twitter links from the social settings (spec 02 §2 Contact page),
 * each falling back to the network's home page when unset or when the settings cannot load.
 */
export function SocialLinks({ social }: { social: CompanySocial | undefined }) {
  const links = [
    { key: 'whatsapp', label: 'WhatsApp', icon: Whatsapp, url: whatsappUrl(social) },
    { key: 'instagram', label: 'Instagram', icon: Instagram, url: social?.instagram?.profileUrl || social?.instagram?.url || SOCIAL_FALLBACKS.instagram },
    { key: 'facebook', label: 'Facebook', icon: Facebook, url: social?.facebook?.url || SOCIAL_FALLBACKS.facebook },
    { key: 'twitter', label: 'Twitter', icon: Twitter, url: social?.twitter?.url || SOCIAL_FALLBACKS.twitter },
  ];
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2" aria-label={t`The studio on social media`}>
      {links.map(({ key, label, icon: Glyph, url }) => (
        <li key={key}>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="flex min-h-12 items-center justify-center gap-2 rounded-full border border-ink-900/15 bg-white px-4 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900 hover:bg-sand-50"
          >
            <Glyph width={20} height={20} className="shrink-0" />
            {label}
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
