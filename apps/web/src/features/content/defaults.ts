/**
 * Built-in texts shown when the server's terms and legal sections cannot load or are empty (spec 01
 * §2 Terms: "Each shows server text or a built-in default"; §7: failures keep the defaults).
 */
export const TERMS_DEFAULTS: Record<string, string> = {
  overview: '<p>These terms govern your use of this website and the purchase of our products, artworks and services. Please read them carefully.</p>',
  acceptance_of_terms: '<p>By using this website or placing an order you agree to these terms. If you do not agree, please do not use the site.</p>',
  use_license: '<p>You may view and print pages for personal, non-commercial use. Our designs, photographs and artworks may not be copied or resold.</p>',
  user_accounts: '<p>You are responsible for keeping your password safe and for the activity on your account. Tell us at once if you suspect misuse.</p>',
  prohibited_uses: '<p>You may not use the site for unlawful purposes, to send spam, to attempt to break its security, or to collect other customers\' data.</p>',
  content_policy: '<p>Reviews and messages you send must be honest and respectful. We may remove content that is abusive, misleading or infringes others\' rights.</p>',
  privacy_policy: '<p>We collect only what we need to process orders and bookings, and we never sell your data. See our Privacy page for details.</p>',
  payment_terms: '<p>Prices are in Rwandan francs (RWF). Orders are confirmed on WhatsApp and paid by mobile money or bank transfer before production starts.</p>',
  refund_policy: '<p>Ready-made items may be returned within 30 days. Refunds are issued within 5-7 business days after we receive the item.</p>',
  disclaimer: '<p>Hand-made items vary slightly from their photos; that is part of their character. Colours may look different on different screens.</p>',
  governing_law: '<p>These terms are governed by the laws of the Republic of Rwanda. Disputes go before the competent courts of Kigali.</p>',
  changes_to_terms: '<p>We may update these terms. Continued use of the site after a change means you accept the new terms.</p>',
  service_agreement: '<p>Studio sessions are confirmed by e-mail. Please tell us 24 hours ahead if you cannot attend so we can offer the slot to others.</p>',
  legal_overview: '<p>This page sets out the legal information about our company, registered in Kigali, Rwanda: who owns what on this site, how we protect your data and how disputes are settled.</p>',
  legal_copyright: '<p>All designs, artworks, photographs and texts on this site are protected by copyright. Artists keep the copyright of their works.</p>',
  legal_trademark: '<p>Our name and logo are trade names of the company and may not be used without written permission.</p>',
  legal_data_protection: '<p>We process personal data under Rwanda\'s law on the protection of personal data and privacy. You may ask to see, correct or delete your data.</p>',
  legal_limitation_of_liability: '<p>Our liability for any order is limited to the amount you paid for it, except where the law does not allow such a limit.</p>',
  legal_indemnification: '<p>You agree to indemnify us against claims arising from your misuse of the site or breach of these terms.</p>',
  legal_dispute_resolution: '<p>We will try to resolve any complaint with you directly first. If we cannot, either party may refer the matter to mediation in Kigali.</p>',
};

/** Legal contacts shown when no contact item of a legal type exists (spec 01 §2 Legal). */
export const LEGAL_CONTACT_FALLBACK = [
  { contact_type: 'email', contact_value: 'legal@atelier.rw', display_name: 'Legal enquiries', is_primary: true },
  { contact_type: 'phone', contact_value: '+250 788 000 000', display_name: 'Phone', is_primary: false },
  { contact_type: 'address', contact_value: 'Kigali, Rwanda', display_name: 'Address', is_primary: false },
  { contact_type: 'business_hours', contact_value: 'Mon-Fri 9AM-6PM, Sat 10AM-4PM', display_name: 'Business hours', is_primary: false },
];

/** The contact item types the legal page lists (spec 01 §2 Legal). */
export const LEGAL_CONTACT_TYPES = ['email', 'support_email', 'sales_email', 'press_email', 'address', 'phone', 'emergency_contact', 'business_hours', 'website'] as const;
