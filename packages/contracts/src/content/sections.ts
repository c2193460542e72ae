/*
 * The terms' and legal page's sections, in a module of their own: the store's entry chunk reads
 * public.ts (the brand's fallback name, the social links' fallbacks), and the bundler places a module
 * whole, so these titles rode along in every page's first load (docs/decisions/060, "First load,
 * 2026-11-29"). Only the two pages, the back office and the API read them.
 */

/** Terms section keys (spec 01 §3), in page order, with their default titles. */
export const TERMS_SECTIONS = [
  ['acceptance_of_terms', 'Acceptance of Terms'],
  ['use_license', 'Use License'],
  ['user_accounts', 'User Accounts'],
  ['prohibited_uses', 'Prohibited Uses'],
  ['content_policy', 'Content Policy'],
  ['privacy_policy', 'Privacy Policy'],
  ['payment_terms', 'Payment Terms'],
  ['refund_policy', 'Refund Policy'],
  ['disclaimer', 'Disclaimer'],
  ['governing_law', 'Governing Law'],
  ['changes_to_terms', 'Changes to Terms'],
  ['service_agreement', 'Service Agreement'],
] as const;
/** Legal page sections (spec 01 §2 Legal) and the keys they read. */
export const LEGAL_SECTIONS = [
  ['legal_copyright', 'Copyright'],
  ['legal_trademark', 'Trademark'],
  ['privacy_policy', 'Privacy'],
  ['legal_data_protection', 'Data Protection'],
  ['legal_limitation_of_liability', 'Limitation of Liability'],
  ['legal_indemnification', 'Indemnification'],
  ['legal_dispute_resolution', 'Dispute Resolution'],
  ['governing_law', 'Governing Law'],
] as const;
