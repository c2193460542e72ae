import { msg } from '@lingui/core/macro';
import { addSpecMessages } from '@/lib/i18n/spec-messages';

/**
 * The titles of the terms' and legal page's sections (contracts' TERMS_SECTIONS and LEGAL_SECTIONS,
 * spec 01 §2) with their translatable twins (see lib/i18n/spec-messages.ts); the sections' bodies are
 * the owner's content, shown as written.
 */
addSpecMessages([
  ['Acceptance of Terms', msg`Acceptance of Terms`],
  ['Use License', msg`Use License`],
  ['User Accounts', msg`User Accounts`],
  ['Prohibited Uses', msg`Prohibited Uses`],
  ['Content Policy', msg`Content Policy`],
  ['Privacy Policy', msg`Privacy Policy`],
  ['Payment Terms', msg`Payment Terms`],
  ['Refund Policy', msg`Refund Policy`],
  ['Disclaimer', msg`Disclaimer`],
  ['Governing Law', msg`Governing Law`],
  ['Changes to Terms', msg`Changes to Terms`],
  ['Service Agreement', msg`Service Agreement`],
  ['Copyright', msg`Copyright`],
  ['Trademark', msg`Trademark`],
  ['Privacy', msg`Privacy`],
  ['Data Protection', msg`Data Protection`],
  ['Limitation of Liability', msg`Limitation of Liability`],
  ['Indemnification', msg`Indemnification`],
  ['Dispute Resolution', msg`Dispute Resolution`],
]);

export { specText } from '@/lib/i18n/spec-messages';
