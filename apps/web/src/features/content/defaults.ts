import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/i18n';

/**
 * Built-in texts shown when the server's terms and legal sections cannot load or are empty (spec 01
 * §2 Terms: "Each shows server text or a built-in default"; §7: failures keep the defaults), each a
 * Lingui message so /rw and /fr show them in their language.
 */
const TERMS_TEXTS: Record<string, MessageDescriptor> = {
  overview: msg`These terms govern your use of this website and the purchase of our products, artworks and services. Please read them carefully.`,
  acceptance_of_terms: msg`By using this website or placing an order you agree to these terms. If you do not agree, please do not use the site.`,
  use_license: msg`You may view and print pages for personal, non-commercial use. Our designs, photographs and artworks may not be copied or resold.`,
  user_accounts: msg`You are responsible for keeping your password safe and for the activity on your account. Tell us at once if you suspect misuse.`,
  prohibited_uses: msg`You may not use the site for unlawful purposes, to send spam, to attempt to break its security, or to collect other customers' data.`,
  content_policy: msg`Reviews and messages you send must be honest and respectful. We may remove content that is abusive, misleading or infringes others' rights.`,
  privacy_policy: msg`We collect only what we need to process orders and bookings, and we never sell your data. See our Privacy page for details.`,
  payment_terms: msg`Prices are in Rwandan francs (RWF). Orders are confirmed on WhatsApp and paid by mobile money or bank transfer before production starts.`,
  refund_policy: msg`Ready-made items may be returned within 30 days. Refunds are issued within 5-7 business days after we receive the item.`,
  disclaimer: msg`Hand-made items vary slightly from their photos; that is part of their character. Colours may look different on different screens.`,
  governing_law: msg`These terms are governed by the laws of the Republic of Rwanda. Disputes go before the competent courts of Kigali.`,
  changes_to_terms: msg`We may update these terms. Continued use of the site after a change means you accept the new terms.`,
  service_agreement: msg`Studio sessions are confirmed by e-mail. Please tell us 24 hours ahead if you cannot attend so we can offer the slot to others.`,
  legal_overview: msg`This page sets out the legal information about our company, registered in Kigali, Rwanda: who owns what on this site, how we protect your data and how disputes are settled.`,
  legal_copyright: msg`All designs, artworks, photographs and texts on this site are protected by copyright. Artists keep the copyright of their works.`,
  legal_trademark: msg`Our name and logo are trade names of the company and may not be used without written permission.`,
  legal_data_protection: msg`We process personal data under Rwanda's law on the protection of personal data and privacy. You may ask to see, correct or delete your data.`,
  legal_limitation_of_liability: msg`Our liability for any order is limited to the amount you paid for it, except where the law does not allow such a limit.`,
  legal_indemnification: msg`You agree to indemnify us against claims arising from your misuse of the site or breach of these terms.`,
  legal_dispute_resolution: msg`We will try to resolve any complaint with you directly first. If we cannot, either party may refer the matter to mediation in Kigali.`,
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built-in text (one HTML paragraph) of a terms or legal section `key`, in the active language;
 * '' for a key without one.
 */
export function termsDefault(key: string): string {
  const descriptor = TERMS_TEXTS[key];
  return descriptor ? `<p>${escapeHtml(i18n._(descriptor))}</p>` : '';
}

/** Legal contacts shown when no contact item of a legal type exists (spec 01 §2 Legal), in the active language. */
export const legalContactFallback = () => [
  { contact_type: 'email', contact_value: 'legal@atelier.rw', display_name: t`Legal enquiries`, is_primary: true },
  { contact_type: 'phone', contact_value: '+250 788 000 000', display_name: t`Phone`, is_primary: false },
  { contact_type: 'address', contact_value: t`Kigali, Rwanda`, display_name: t`Address`, is_primary: false },
  { contact_type: 'business_hours', contact_value: t`Mon-Fri 9AM-6PM, Sat 10AM-4PM`, display_name: t`Business hours`, is_primary: false },
];

/** The contact item types the legal page lists (spec 01 §2 Legal). */
export const LEGAL_CONTACT_TYPES = ['email', 'support_email', 'sales_email', 'press_email', 'address', 'phone', 'emergency_contact', 'business_hours', 'website'] as const;
