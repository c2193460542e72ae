import { CONTACT_MESSAGES } from '@atelier/contracts';
import * as Icon from './contact-icons';
import type { ContactDetails } from '../contact-details';
import { specText } from '../contact-messages';
import { t } from '@lingui/core/macro';
import { FormAlert } from '@/components/form-alert';

/**
 * Email, phone, address and business hours (spec 02 §2 Contact page). `failed`: the details are the
 * fallback set and 'Failed to load contact information' says so (spec 02 §8).
 */
export function ContactDetailsCard({ details, failed, loading }: { details: ContactDetails; failed: boolean; loading: boolean }) {
  const rows = [
    { key: 'email', label: t`Email`, icon: Icon.Mail, value: details.email, href: `mailto:${details.email}` },
    { key: 'phone', label: t`Phone`, icon: Icon.Phone, value: details.phone, href: `tel:${details.phone.replace(/[^\d+]/g, '')}` },
    { key: 'address', label: t`Address`, icon: Icon.MapPin, value: details.address },
    { key: 'hours', label: t`Business hours`, icon: Icon.Clock, value: details.business_hours },
  ];
  return (
    <section aria-labelledby="contact-details" aria-busy={loading || undefined} className="rounded-3xl bg-ink-900 p-6 text-paper sm:p-8">
      <h2 id="contact-details" className="text-2xl text-paper">
        {t`Visit or call the studio`}
      </h2>
      {failed ? <FormAlert className="mt-3" message={specText(CONTACT_MESSAGES.loadFailed)} /> : null}
      <dl className="mt-5 grid gap-4">
        {rows.map(({ key, label, icon: Glyph, value, href }) => (
          <div key={key} className="relative min-h-10 pl-13">
            <dt className="text-xs font-semibold uppercase tracking-[0.15em] text-sand-200">
              <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-white/10 text-gold-300">
                <Glyph width={20} height={20} />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 break-words text-base">
              {href ? (
                <a href={href} className="underline decoration-white/40 underline-offset-4 hover:decoration-white">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
