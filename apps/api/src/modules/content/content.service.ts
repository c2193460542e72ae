import {
  BASIC_TRANSLATED_FIELDS,
  contactItemTranslatedFields,
  DEFAULT_LOW_STOCK_THRESHOLD,
  FALLBACK_BRAND,
  LEGAL_SECTIONS,
  PRIVACY_PAGE_KEY,
  SOCIAL_FALLBACKS,
  TERMS_SECTIONS,
  type CompanyBasic,
  type CompanySocial,
  type ContactInfoItem,
  type TeamMember,
  type Actor,
  type Locale,
  type Translations,
  localize,
} from '@atelier/contracts';
import { auditRepository } from '../audit/audit.repository.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
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
  /** MTN MoMo Pay merchant code (digits), or null until the owner sets it. */
  momo_merchant_code: string | null;
  /** Airtel Money number customers pay to, or null. */
  airtel_money_number: string | null;
  /** Counted variants at or under this many units are low stock on the dashboard (docs/decisions/127). */
  low_stock_threshold: number;
}
/** Booking settings: how many people one half-hour slot takes, per location (docs/decisions/050). */
const DEFAULT_BOOKINGS = { capacity_per_slot: 10 };

const DEFAULT_STORE: StoreSettings = {
  whatsapp_number: '250788000000',
  sales_email: 'sales@atelier.rw',
  support_email: 'support@atelier.rw',
  momo_merchant_code: null,
  airtel_money_number: null,
  low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
};

/** Public company settings (spec 01 §7 Settings and public content). */
export function contentService(deps: { db: Db }) {
  const repo = contentRepository(deps.db);
  /**
   * Contact items; each label (`display_name`) in `locale`, and the value where it is words (the
   * opening hours, `contactItemTranslatedFields`), English where not translated (docs/decisions/112).
   */
  async function contactInfo(locale: Locale = 'en'): Promise<ContactInfoItem[]> {
    return (await repo.contactItems()).map((c) =>
      localize(
        { contact_type: c.contactType, contact_value: c.contactValue, display_name: c.displayName, is_primary: c.isPrimary },
        c.translations,
        locale,
        contactItemTranslatedFields(c.contactType),
      ),
    );
  }
  async function read<T extends object>(key: string, fallback: T): Promise<T> {
    return { ...fallback, ...((await repo.getSetting(key)) as Partial<T> | undefined) };
  }
  /**
   * The stored 'basic' document split in two: the English basics, and their rw/fr texts, which
   * docs/decisions/112 keeps inside the same settings value under `translations`.
   */
  async function basicWithTranslations(): Promise<{ basic: CompanyBasic; translations: Translations }> {
    const { translations, ...basic } = await read<CompanyBasic & { translations?: Translations }>('basic', DEFAULT_BASIC);
    return { basic, translations: translations ?? {} };
  }
  return {
    /** The company basics; tagline, description, mission and vision in `locale`, English where not translated. */
    async basic(locale: Locale = 'en'): Promise<CompanyBasic> {
      const { basic, translations } = await basicWithTranslations();
      return localize(basic, translations, locale, [...BASIC_TRANSLATED_FIELDS]);
    },
    basicWithTranslations,
    social: () => read('social', DEFAULT_SOCIAL),
    store: () => read('store', DEFAULT_STORE),
    bookingSettings: () => read('bookings', DEFAULT_BOOKINGS),
    /**
     * Changes some store settings (the owner's, PUT /api/admin/settings) and records the change in
     * the audit log, in one transaction; returns them all.
     */
    async saveStore(actor: Actor, changes: Partial<StoreSettings>): Promise<StoreSettings> {
      return deps.db.transaction(async (tx) => {
        const r = contentRepository(tx);
        const before = { ...DEFAULT_STORE, ...((await r.getSetting('store')) as Partial<StoreSettings> | undefined) };
        const next = { ...before, ...changes };
        await r.putSetting('store', next as unknown as Record<string, unknown>);
        await auditRepository(tx).record({ actor, action: 'settings.changed', entity: 'settings', entityId: 'store', before, after: next });
        return next;
      });
    },
    /** Terms and legal texts keyed as spec 01 §3 names them, sanitised (GET …/public/terms); each in `locale`, English where not translated. */
    async terms(locale: Locale = 'en') {
      const keys = ['overview', ...TERMS_SECTIONS.map(([k]) => k), 'legal_overview', ...LEGAL_SECTIONS.map(([k]) => k)];
      const rows = await repo.sections([...new Set(keys)]);
      const basic = await read('basic', DEFAULT_BASIC);
      return {
        company: { name: basic.company_name, logo_url: basic.company_logo_url },
        sections: Object.fromEntries(rows.map((r) => [r.key, sanitizeRichText(localize(r, r.translations, locale, ['content']).content)])),
      };
    },
    /** Help-center introduction and FAQs, sanitised (GET /api/help-center/public); in `locale`, English where not translated. */
    async helpCenter(locale: Locale = 'en') {
      const [intro] = await repo.sections(['help_introduction']);
      const faqs = await repo.faqs();
      return {
        introduction: { content: sanitizeRichText(intro ? localize(intro, intro.translations, locale, ['content']).content : '') },
        faqs: faqs.map((f) => localize({ id: f.id, title: f.title, content: f.content }, f.translations, locale, ['title', 'content'])).map((f) => ({ ...f, content: sanitizeRichText(f.content) })),
      };
    },
    /** The privacy page's title and HTML, sanitised; "" when never written (GET …/public/privacy); in `locale`, English where not translated. */
    async privacy(locale: Locale = 'en'): Promise<{ title: string; content: string }> {
      const [found] = await repo.sections([PRIVACY_PAGE_KEY]);
      const row = found && localize(found, found.translations, locale, ['title', 'content']);
      return { title: row?.title ?? 'Privacy Policy', content: row ? sanitizeRichText(row.content) : '' };
    },
    /** Writes a named section, sanitised: the one way stored HTML enters the database. */
    async saveSection(key: string, title: string, html: string): Promise<void> {
      await repo.upsertSection(key, title, sanitizeRichText(html));
    },
    /** Adds a help-center FAQ, its HTML sanitised. */
    async addFaq(title: string, html: string, position = 0) {
      return repo.insertFaq(title, sanitizeRichText(html), position);
    },
    /** Team members; role and bio in `locale`, English where not translated. */
    async team(locale: Locale = 'en'): Promise<TeamMember[]> {
      return (await repo.team()).map((m) => localize({ name: m.name, role: m.role, profile_image_url: m.profileImageUrl, bio: m.bio }, m.translations, locale, ['role', 'bio']));
    },
    /** Company values; title and description in `locale`, English where not translated. */
    async values(locale: Locale = 'en') {
      return (await repo.values()).map((v) => localize({ title: v.title, description: v.description, icon: v.icon }, v.translations, locale, ['title', 'description']));
    },
    contactInfo,
    /**
     * The company's main contact details, from the contact items (primary first) and the WhatsApp
     * setting; the opening hours in `locale`, English where not translated.
     */
    async contact(locale: Locale = 'en') {
      const items = await contactInfo(locale);
      const pick = (type: string) => (items.find((i) => i.contact_type === type && i.is_primary) ?? items.find((i) => i.contact_type === type))?.contact_value ?? null;
      const social = await read('social', DEFAULT_SOCIAL);
      return { email: pick('email'), phone: pick('phone'), address: pick('address'), business_hours: pick('business_hours'), whatsapp: social.whatsapp.phone || null };
    },
    /** The shop's display name for e-mails and messages. */
    async brand(): Promise<string> {
      return (await read('basic', DEFAULT_BASIC)).company_name;
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
