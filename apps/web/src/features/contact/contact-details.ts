import type { ContactInfoItem } from '@atelier/contracts';
import { t } from '@lingui/core/macro';

/** The four details the contact page shows (spec 02 §2 Contact page). */
export interface ContactDetails {
  email: string;
  phone: string;
  address: string;
  business_hours: string;
}

/** Shown when the details cannot load (spec 02 §2: "a fallback set when loading fails"), in the active language. */
export const fallbackContact = (): ContactDetails => ({
  email: 'hello@atelier.rw',
  phone: '+250 788 000 000',
  address: t`KG 7 Ave, Kacyiru, Kigali, Rwanda`,
  business_hours: t`Mon–Fri 9AM–6PM, Sat 10AM–4PM`,
});

/** The primary item of each type (else the first one), each missing type from the fallback set. */
export function pickContactDetails(items: ContactInfoItem[]): ContactDetails {
  const pick = (type: keyof ContactDetails) => {
    const ofType = items.filter((i) => i.contact_type === type && i.contact_value.trim());
    return (ofType.find((i) => i.is_primary) ?? ofType[0])?.contact_value ?? fallbackContact()[type];
  };
  return { email: pick('email'), phone: pick('phone'), address: pick('address'), business_hours: pick('business_hours') };
}
