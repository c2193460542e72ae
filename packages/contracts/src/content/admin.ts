import { z } from 'zod';
import { IdSchema, MESSAGES, optionalText, requiredText, wireNumber } from '../common.js';
import { LowStockThreshold } from '../dashboard.js';
import { toE164 } from '../domain/phone-number.js';
import { translatedReply, translatedText, translationsSchema } from '../i18n/content.js';
import { CompanyBasic, CompanySocial, ContactInfoItem, TeamMember, ValueItem } from './public.js';
import { LEGAL_SECTIONS, TERMS_SECTIONS } from './sections.js';

/**
 * The back office's content editor (docs/decisions/102, 104): company basics, social links, store
 * and payment settings, contact items, team, values, sections and FAQs, and the pieces the hero and
 * service editors share with it (pictures, links, reordering). Every route is under /api/admin and
 * owner only (capability `content.manage`). Field names are the public content calls' (spec 01 §3,
 * spec 02 §3). Rich text is HTML that the server sanitises before storing it; the rw/fr texts of
 * each record are its `translations` (docs/decisions/112).
 */

/** Texts of the content editor's answers. */
export const CONTENT_ADMIN_MESSAGES = {
  notFound: 'Not found',
  contactItemNotFound: 'Contact item not found',
  teamMemberNotFound: 'Team member not found',
  valueNotFound: 'Value not found',
  faqNotFound: 'FAQ not found',
  unknownSection: 'Unknown section',
  reorderMismatch: 'The new order must list every entry exactly once',
  imageUnknown: 'This picture was not uploaded (upload it first)',
  imageRequired: 'Please choose a picture',
  phoneInvalid: 'Please enter a valid phone number',
  targetInvalid: 'The link must be a page of the shop (such as /store) or an https:// address',
  urlInvalid: 'Please enter an https:// address',
  nothingToChange: 'Nothing to change',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Rich text (HTML) of at most 50,000 characters; the server sanitises it before storing it. */
const RichText = z.string({ error: 'The text must be a string' }).max(50_000, 'The text must be at most 50,000 characters');

/** A picture's key as POST /api/admin/content/images answers it (`folder/name`). */
export const ImageKey = z
  .string({ error: CONTENT_ADMIN_MESSAGES.imageRequired })
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,39}\/[A-Za-z0-9_-]{1,64}$/, CONTENT_ADMIN_MESSAGES.imageUnknown);

/** Where a slide or a service button leads: a path of the shop (`/store`) or an https address. */
export const LinkTarget = z
  .string({ error: CONTENT_ADMIN_MESSAGES.targetInvalid })
  .trim()
  .max(500, CONTENT_ADMIN_MESSAGES.targetInvalid)
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]*$/.test(v), CONTENT_ADMIN_MESSAGES.targetInvalid);

/** An https address (social links). */
const HttpsUrl = z
  .string({ error: CONTENT_ADMIN_MESSAGES.urlInvalid })
  .trim()
  .max(500, CONTENT_ADMIN_MESSAGES.urlInvalid)
  .refine((v) => /^https:\/\/[^\s/]+\.[^\s]*$/.test(v), CONTENT_ADMIN_MESSAGES.urlInvalid);

/**
 * A phone number read by libphonenumber-js (Rwandan unless it starts with +), given back in
 * international digits without `+` (250788123456), as the WhatsApp settings keep it.
 */
const phone = (allowEmpty: boolean) =>
  z
    .string({ error: CONTENT_ADMIN_MESSAGES.phoneInvalid })
    .trim()
    .max(30, CONTENT_ADMIN_MESSAGES.phoneInvalid)
    .transform((v, ctx) => {
      if (allowEmpty && v === '') return '';
      const e164 = toE164(v);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: CONTENT_ADMIN_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return e164.slice(1);
    });
const PhoneDigits = phone(false);
/** PhoneDigits, or "" (clears the number). */
const OptionalPhoneDigits = phone(true);

/** An optional e-mail: "" or null clears it. */
const optionalEmail = z.union([z.literal(''), z.string().trim().max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid))]).nullish();

/** PUT …/order: the ids of every entry of the list, in their new order. */
export const ReorderBody = z.object({
  ids: z.array(IdSchema, { error: 'ids must be a list of ids' }).min(1, 'ids must list at least one id').max(500, 'ids must list at most 500 ids'),
});
export type ReorderBody = z.input<typeof ReorderBody>;

/** Reply of POST /api/admin/content/images: the stored picture's key and its URL (600 px wide). */
export const UploadedImageResponse = z.object({ success: z.literal(true), key: z.string(), url: z.string() });
export type UploadedImageResponse = z.infer<typeof UploadedImageResponse>;
/** The largest picture the back office uploads (bytes). */
export const ADMIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Company basics, social links, store settings
// ---------------------------------------------------------------------------------------------

/**
 * The company basics' texts per language (docs/decisions/112): tagline, description, mission and
 * vision, kept inside the 'basic' settings document under `translations`; the three long ones
 * are HTML, sanitised like the English. The company name is a name.
 */
export const BASIC_TRANSLATED_FIELDS = ['company_tagline', 'company_description', 'mission_statement', 'vision_statement'] as const;
const BasicTranslations = translationsSchema({
  company_tagline: translatedText('The tagline', 300),
  company_description: translatedText('The text', 50_000),
  mission_statement: translatedText('The text', 50_000),
  vision_statement: translatedText('The text', 50_000),
});

/**
 * PUT /api/admin/content/basic: any of the company basics (spec 01 §3). `company_logo_key` is an
 * uploaded picture's key (null removes the logo); the description, mission and vision are rich text.
 */
export const AdminBasicBody = z
  .object({
    company_name: requiredText('The company name', 100),
    company_tagline: optionalText('The tagline', 300),
    founded_year: wireNumber(
      z
        .number({ error: 'The founded year must be a year' })
        .int('The founded year must be a year')
        .min(1900, 'The founded year must be 1900 or later')
        .max(2100, 'The founded year must be 2100 or earlier'),
    ),
    company_description: RichText,
    mission_statement: RichText,
    vision_statement: RichText,
    company_logo_key: ImageKey.nullable(),
    translations: BasicTranslations,
  })
  .partial();
export type AdminBasicBody = z.input<typeof AdminBasicBody>;
/** The company basics as the back office sees them: the public fields, their rw/fr texts and the languages still lacking one. */
export const AdminCompanyBasic = CompanyBasic.extend(translatedReply);
export type AdminCompanyBasic = z.infer<typeof AdminCompanyBasic>;
export const AdminBasicResponse = z.object({ success: z.literal(true), data: AdminCompanyBasic });

/** PUT /api/admin/content/social: any network's links (https); `whatsapp.phone` is a phone number. */
export const AdminSocialBody = z
  .object({
    whatsapp: z.object({ url: HttpsUrl, phone: OptionalPhoneDigits }).partial(),
    instagram: z.object({ url: HttpsUrl, profileUrl: HttpsUrl, username: optionalText('The username', 100) }).partial(),
    facebook: z.object({ url: HttpsUrl }),
    twitter: z.object({ url: HttpsUrl }),
    linkedin: z.object({ url: HttpsUrl }),
  })
  .partial();
export type AdminSocialBody = z.input<typeof AdminSocialBody>;
export const AdminSocialResponse = z.object({ success: z.literal(true), data: CompanySocial });

/**
 * The store settings (owner): seller's WhatsApp number (international digits), sales and support
 * e-mails, MTN MoMo Pay merchant code and Airtel Money number. Null when not set.
 */
export const AdminStoreSettings = z.object({
  whatsapp_number: z.string().nullable(),
  sales_email: z.string().nullable(),
  support_email: z.string().nullable(),
  momo_merchant_code: z.string().nullable(),
  airtel_money_number: z.string().nullable(),
});
export type AdminStoreSettings = z.infer<typeof AdminStoreSettings>;
export const AdminStoreSettingsResponse = z.object({ success: z.literal(true), data: AdminStoreSettings });

/** An MTN MoMo Pay merchant code: 4 to 10 digits; "" or null clears it. */
const momoMerchantCode = z
  .string()
  .trim()
  .regex(/^\d{4,10}$|^$/, 'The MoMo merchant code is 4 to 10 digits')
  .nullish();

/**
 * PUT /api/admin/content/store: only the fields sent change. Phone numbers are read by
 * libphonenumber-js (kept as international digits); "" or null clears an optional one; the
 * WhatsApp number and the sales address cannot be cleared (orders go there).
 */
export const AdminStoreSettingsBody = z.object({
  whatsapp_number: PhoneDigits.optional(),
  sales_email: z.string().trim().max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid)).optional(),
  support_email: optionalEmail,
  momo_merchant_code: momoMerchantCode,
  airtel_money_number: OptionalPhoneDigits.nullish(),
});
export type AdminStoreSettingsBody = z.input<typeof AdminStoreSettingsBody>;

/**
 * The shop's payment and notification settings (owner only, GET/PUT /api/admin/settings): MTN MoMo
 * Pay merchant code, Airtel Money number, and the address that gets an e-mail for each new order;
 * the same stored settings as AdminStoreSettings (docs/decisions/102). Null when not set.
 */
export const AdminSettings = AdminStoreSettings.pick({ momo_merchant_code: true, airtel_money_number: true, sales_email: true }).extend({
  /** Counted variants at or under this many units are listed as low stock on the dashboard (docs/decisions/127). */
  low_stock_threshold: z.number().int(),
});
export type AdminSettings = z.infer<typeof AdminSettings>;
export const AdminSettingsResponse = z.object({ success: z.literal(true), settings: AdminSettings });
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>;

/** PUT /api/admin/settings: only the fields sent change; "" or null clears one. */
export const AdminSettingsBody = z.object({
  momo_merchant_code: momoMerchantCode,
  airtel_money_number: z
    .string()
    .trim()
    .regex(/^\+?[\d ]{9,16}$|^$/, 'Please enter a valid phone number')
    .nullish(),
  sales_email: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email(MESSAGES.emailInvalid))]).nullish(),
  /** 0 to 1,000 units (docs/decisions/127); null: back to DEFAULT_LOW_STOCK_THRESHOLD. */
  low_stock_threshold: LowStockThreshold.nullish(),
});
export type AdminSettingsBody = z.input<typeof AdminSettingsBody>;

// ---------------------------------------------------------------------------------------------
// Contact items, team, values
// ---------------------------------------------------------------------------------------------

/**
 * A contact item's type: the legal page's list (spec 01 §2 Legal: email, support_email, sales_email,
 * press_email, address, phone, emergency_contact, business_hours, website), which the demo's items use,
 * plus whatsapp and other.
 */
export const CONTACT_TYPES = ['email', 'support_email', 'sales_email', 'press_email', 'phone', 'emergency_contact', 'whatsapp', 'address', 'business_hours', 'website', 'other'] as const;

/** A contact item as the back office sees it: the public ContactInfoItem (spec 01 §3) plus id and position. */
export const AdminContactItem = z.object({ id: z.number().int(), ...ContactInfoItem.shape, position: z.number().int(), ...translatedReply });
/**
 * A contact item's texts per language (docs/decisions/112): its label, and its value where the value
 * is words (`CONTACT_TYPES_IN_WORDS`); an address, a number or a link reads the same in every language.
 */
export const CONTACT_ITEM_TRANSLATED_FIELDS = ['display_name', 'contact_value'] as const;
/** The contact types whose value is words a visitor reads in her language: the opening hours, a free note. */
const CONTACT_TYPES_IN_WORDS: ReadonlyArray<string> = ['business_hours', 'other'];
/** The fields of a contact item of `contactType` that are written in each language (`CONTACT_ITEM_TRANSLATED_FIELDS`). */
export const contactItemTranslatedFields = (contactType: string): ReadonlyArray<(typeof CONTACT_ITEM_TRANSLATED_FIELDS)[number]> =>
  CONTACT_TYPES_IN_WORDS.includes(contactType) ? CONTACT_ITEM_TRANSLATED_FIELDS : ['display_name'];
const ContactItemTranslations = translationsSchema({ display_name: translatedText('The display name', 100), contact_value: translatedText('The contact value', 300) });
export type AdminContactItem = z.infer<typeof AdminContactItem>;
/** POST /api/admin/content/contact-items (PATCH takes any of the fields). */
export const AdminContactItemBody = z.object({
  contact_type: z.enum(CONTACT_TYPES, { error: `contact_type must be one of ${CONTACT_TYPES.join(', ')}` }),
  contact_value: requiredText('The contact value', 300),
  display_name: requiredText('The display name', 100),
  is_primary: z.boolean({ error: 'is_primary must be true or false' }).default(false),
  translations: ContactItemTranslations.optional(),
});
export type AdminContactItemBody = z.input<typeof AdminContactItemBody>;
export const AdminContactItemPatch = AdminContactItemBody.extend({ is_primary: z.boolean({ error: 'is_primary must be true or false' }) }).partial();
export type AdminContactItemPatch = z.input<typeof AdminContactItemPatch>;

/** A team member: the public TeamMember plus id and position; `profile_image_url` from its picture key. */
export const AdminTeamMember = z.object({ id: z.number().int(), ...TeamMember.shape, position: z.number().int(), ...translatedReply });
/** A team member's texts per language (docs/decisions/112): role and bio; the name is a name. */
export const TEAM_MEMBER_TRANSLATED_FIELDS = ['role', 'bio'] as const;
const TeamMemberTranslations = translationsSchema({ role: translatedText('The role', 100), bio: translatedText('The bio', 2000) });
export type AdminTeamMember = z.infer<typeof AdminTeamMember>;
/** POST /api/admin/content/team: `profile_image_key` an uploaded picture's key, or null. */
export const AdminTeamMemberBody = z.object({
  name: requiredText('The name', 100),
  role: requiredText('The role', 100),
  bio: optionalText('The bio', 2000).default(''),
  profile_image_key: ImageKey.nullish(),
  translations: TeamMemberTranslations.optional(),
});
export type AdminTeamMemberBody = z.input<typeof AdminTeamMemberBody>;
export const AdminTeamMemberPatch = AdminTeamMemberBody.extend({ bio: optionalText('The bio', 2000) }).partial();
export type AdminTeamMemberPatch = z.input<typeof AdminTeamMemberPatch>;

/** A company value: the public ValueItem plus id and position. */
export const AdminValue = z.object({ id: z.number().int(), ...ValueItem.shape, position: z.number().int(), ...translatedReply });
/** A company value's texts per language (docs/decisions/112). */
export const VALUE_TRANSLATED_FIELDS = ['title', 'description'] as const;
const ValueTranslations = translationsSchema({ title: translatedText('The title', 100), description: translatedText('The description', 1000) });
export type AdminValue = z.infer<typeof AdminValue>;
export const AdminValueBody = z.object({
  title: requiredText('The title', 100),
  description: requiredText('The description', 1000),
  icon: z
    .string()
    .trim()
    .max(50, 'The icon must be at most 50 characters')
    .regex(/^[a-z0-9-]*$/, 'The icon is a name such as "heart"')
    .nullish(),
  translations: ValueTranslations.optional(),
});
export type AdminValueBody = z.input<typeof AdminValueBody>;
export const AdminValuePatch = AdminValueBody.partial();
export type AdminValuePatch = z.input<typeof AdminValuePatch>;

// ---------------------------------------------------------------------------------------------
// Sections (terms, legal, help introduction, privacy) and FAQs
// ---------------------------------------------------------------------------------------------

/** The help center's introduction section key. */
export const HELP_INTRODUCTION_KEY = 'help_introduction';
/** The privacy page's section key (spec 01 §2 Privacy). */
export const PRIVACY_PAGE_KEY = 'privacy_page';
/** Every section the back office edits, with its default title: terms and legal (spec 01 §3), help intro, privacy. */
export const CONTENT_SECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['overview', 'Overview'],
  ...TERMS_SECTIONS,
  ['legal_overview', 'Legal Overview'],
  ...LEGAL_SECTIONS.filter(([k]) => k !== 'privacy_policy' && k !== 'governing_law'),
  [HELP_INTRODUCTION_KEY, 'Help Center'],
  [PRIVACY_PAGE_KEY, 'Privacy Policy'],
];

export const SectionParams = z.object({ key: z.string().min(1).max(64) });
/** A section's texts per language (docs/decisions/112): its title and its text (HTML, sanitised like the English). */
export const SECTION_TRANSLATED_FIELDS = ['title', 'content'] as const;
const SectionTranslations = translationsSchema({ title: translatedText('The title', 200), content: translatedText('The text', 50_000) });
/** PUT /api/admin/content/sections/{key}: the section's HTML (sanitised), optionally its title and its rw/fr texts ("" removes one). */
export const AdminSectionBody = z.object({ title: optionalText('The title', 200).optional(), content: RichText, translations: SectionTranslations.optional() });
export type AdminSectionBody = z.input<typeof AdminSectionBody>;
export const AdminSection = z.object({ key: z.string(), title: z.string(), content: z.string(), ...translatedReply });
export type AdminSection = z.infer<typeof AdminSection>;
export const AdminSectionResponse = z.object({ success: z.literal(true), data: AdminSection });

export const AdminFaq = z.object({ id: z.number().int(), title: z.string(), content: z.string(), position: z.number().int(), ...translatedReply });
/** A help-center FAQ's texts per language (docs/decisions/112): the question and its answer (HTML, sanitised like the English). */
export const FAQ_TRANSLATED_FIELDS = ['title', 'content'] as const;
const FaqTranslations = translationsSchema({ title: translatedText('The question', 300), content: translatedText('The text', 50_000) });
export type AdminFaq = z.infer<typeof AdminFaq>;
/** POST /api/admin/content/faqs: a question and its answer (HTML, sanitised); added last. */
export const AdminFaqBody = z.object({
  title: requiredText('The question', 300),
  content: RichText.pipe(z.string().trim().min(1, 'Please write the answer')),
  translations: FaqTranslations.optional(),
});
export type AdminFaqBody = z.input<typeof AdminFaqBody>;
export const AdminFaqPatch = AdminFaqBody.partial();
export type AdminFaqPatch = z.input<typeof AdminFaqPatch>;

/** GET /api/admin/content: everything the content screens edit, in one reply. */
export const AdminContentResponse = z.object({
  success: z.literal(true),
  data: z.object({
    basic: AdminCompanyBasic.extend({ company_logo_key: z.string().nullable() }),
    social: CompanySocial,
    store: AdminStoreSettings,
    contact_items: z.array(AdminContactItem),
    team: z.array(AdminTeamMember),
    values: z.array(AdminValue),
    sections: z.array(AdminSection),
    faqs: z.array(AdminFaq),
  }),
});
export type AdminContentResponse = z.infer<typeof AdminContentResponse>;

export const AdminContactItemResponse = z.object({ success: z.literal(true), data: AdminContactItem });
export const AdminContactItemsResponse = z.object({ success: z.literal(true), data: z.array(AdminContactItem) });
export const AdminTeamMemberResponse = z.object({ success: z.literal(true), data: AdminTeamMember });
export const AdminTeamResponse = z.object({ success: z.literal(true), data: z.array(AdminTeamMember) });
export const AdminValueResponse = z.object({ success: z.literal(true), data: AdminValue });
export const AdminValuesResponse = z.object({ success: z.literal(true), data: z.array(AdminValue) });
export const AdminFaqResponse = z.object({ success: z.literal(true), data: AdminFaq });
export const AdminFaqsResponse = z.object({ success: z.literal(true), data: z.array(AdminFaq) });
export const AdminDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
