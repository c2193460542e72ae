import { type CompanyBasic, type CompanySocial, FALLBACK_BRAND, SOCIAL_FALLBACKS } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { contentRepository } from './content.repository.js';

/** What the shop shows when a setting was never saved (spec 01 §2 Footer, §9 defaults). */
export const DEFAULT_BASIC: CompanyBasic = {
  company_name: FALLBACK_BRAND,
  company_logo_url: null,
  founded_year: 2020,
  company_tagline: 'Custom fashion, bespoke shoes and graphic art, made in Kigali.',
  company_description: '',
  mission_statement: '',
  vision_statement: '',
};

export const DEFAULT_SOCIAL: CompanySocial = {
  whatsapp: { url: 'https://wa.me/', phone: '' },
  instagram: { url: SOCIAL_FALLBACKS.instagram, profileUrl: SOCIAL_FALLBACKS.instagram, username: '' },
  facebook: { url: SOCIAL_FALLBACKS.facebook },
  twitter: { url: SOCIAL_FALLBACKS.twitter },
  linkedin: { url: SOCIAL_FALLBACKS.linkedin },
};

/** Store settings that are the owner's, never a request's: where orders and notices go. */
export interface StoreSettings {
  /** Seller's WhatsApp number in international digits, e.g. 250788000000. */
  whatsapp_number: string;
  sales_email: string;
  support_email: string;
}
export const DEFAULT_STORE: StoreSettings = { whatsapp_number: '250788000000', sales_email: 'sales@atelier.rw', support_email: 'support@atelier.rw' };

/** Public company settings (spec 01 §7 Settings and public content). */
export function contentService(deps: { db: Db }) {
  const repo = contentRepository(deps.db);
  async function read<T extends object>(key: string, fallback: T): Promise<T> {
    return { ...fallback, ...((await repo.getSetting(key)) as Partial<T> | undefined) };
  }
  return {
    basic: () => read('basic', DEFAULT_BASIC),
    social: () => read('social', DEFAULT_SOCIAL),
    store: () => read('store', DEFAULT_STORE),
    /** The shop's display name for e-mails and messages. */
    async brand(): Promise<string> {
      return (await read('basic', DEFAULT_BASIC)).company_name;
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
