import { z } from 'zod';
import { IdSchema, MESSAGES, PageQuery, optionalText, pageLimit, requiredText, wireNumber } from './common.js';
import { CompanyBasic, CompanySocial, LEGAL_SECTIONS, TERMS_SECTIONS } from './content.js';
import { toE164 } from './domain/phone-number.js';
import { translatedReply, translatedText, translationsSchema } from './i18n/content.js';

/**
 * The back office's content, hero, services and ratings contracts (issue 15 "Back office, part 2":
 * Hero slides and services, Content, Ratings). Every route is under /api/admin and owner only
 * (capability `content.manage`). Field names are the public content calls' (spec 01 §3, spec 02 §3).
 * Rich text is HTML that the server sanitises before storing it.
 */

export const CONTENT_MESSAGES = {
  notFound: 'Not found',
  contactItemNotFound: 'Contact item not found',
  teamMemberNotFound: 'Team member not found',
  valueNotFound: 'Value not found',
  faqNotFound: 'FAQ not found',
  slideNotFound: 'Hero slide not found',
  serviceNotFound: 'Service not found',
  ratingNotFound: 'Rating not found',
  ratingAlreadyHidden: 'This rating is already hidden',
  ratingNotHidden: 'This rating is not hidden',
  unknownSection: 'Unknown section',
  reorderMismatch: 'The new order must list every entry exactly once',
  imageUnknown: 'This picture was not uploaded (upload it first)',
  imageRequired: 'Please choose a picture',
  slugTaken: 'Another service already uses this address',
  phoneInvalid: 'Please enter a valid phone number',
  targetInvalid: 'The link must be a page of the shop (such as /store) or an https:// address',
  urlInvalid: 'Please enter an https:// address',
  reasonRequired: 'Please give a reason',
  nothingToChange: 'Nothing to change',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Rich text (HTML) of at most 50,000 characters; the server sanitises it before storing it. */
export const RichText = z.string({ error: 'The text must be a string' }).max(50_000, 'The text must be at most 50,000 characters');

/** A picture's key as POST /api/admin/content/images answers it (`folder/name`). */
export const ImageKey = z
  .string({ error: CONTENT_MESSAGES.imageRequired })
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,39}\/[A-Za-z0-9_-]{1,64}$/, CONTENT_MESSAGES.imageUnknown);

/** Where a slide or a service button leads: a path of the shop (`/store`) or an https address. */
export const LinkTarget = z
  .string({ error: CONTENT_MESSAGES.targetInvalid })
  .trim()
  .max(500, CONTENT_MESSAGES.targetInvalid)
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]*$/.test(v), CONTENT_MESSAGES.targetInvalid);

/** An https address (social links). */
const HttpsUrl = z
  .string({ error: CONTENT_MESSAGES.urlInvalid })
  .trim()
  .max(500, CONTENT_MESSAGES.urlInvalid)
  .refine((v) => /^https:\/\/[^\s/]+\.[^\s]*$/.test(v), CONTENT_MESSAGES.urlInvalid);

/**
 * A phone number read by libphonenumber-js (Rwandan unless it starts with +), given back in
 * international digits without `+` (250788123456), as the WhatsApp settings keep it.
 */
const phone = (allowEmpty: boolean) =>
  z
    .string({ error: CONTENT_MESSAGES.phoneInvalid })
    .trim()
    .max(30, CONTENT_MESSAGES.phoneInvalid)
    .transform((v, ctx) => {
      if (allowEmpty && v === '') return '';
      const e164 = toE164(v);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: CONTENT_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return e164.slice(1);
    });
export const PhoneDigits = phone(false);
/** PhoneDigits, or "" (clears the number). */
export const OptionalPhoneDigits = phone(true);

/** An optional e-mail: "" or null clears it. */
const optionalEmail = z.union([z.literal(''), z.string().trim().max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid))]).nullish();

/** PUT …/order: the ids of every entry of the list, in their new order. */
export const ReorderBody = z.object({
  ids: z.array(IdSchema, { error: 'ids must be a list of ids' }).min(1, 'ids must list at least one id').max(500, 'ids must list at most 500 ids'),
});
export type ReorderBody = z.input<typeof ReorderBody>;

/** A reason for a hide or a show (kept in the audit log). */
export const ReasonBody = z.object({
  reason: z.string({ error: CONTENT_MESSAGES.reasonRequired }).trim().min(1, CONTENT_MESSAGES.reasonRequired).max(500, 'The reason must be at most 500 characters'),
});
export type ReasonBody = z.input<typeof ReasonBody>;

/** Reply of POST /api/admin/content/images: the stored picture's key and its URL (600 px wide). */
export const UploadedImageResponse = z.object({ success: z.literal(true), key: z.string(), url: z.string() });
export type UploadedImageResponse = z.infer<typeof UploadedImageResponse>;
/** The largest picture the back office uploads (bytes). */
export const ADMIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Content: company basics, social, store settings
// ---------------------------------------------------------------------------------------------

/**
 * The company basics' texts per language (issue 17; docs/decisions/112): tagline, description, mission
 * and vision, kept inside the 'basic' settings document under `translations`; the three long ones
 * are HTML, sanitised like the English. The company name is a name.
 */
export const BASIC_TRANSLATED_FIELDS = ['company_tagline', 'company_description', 'mission_statement', 'vision_statement'] as const;
export const BasicTranslations = translationsSchema({
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
    founded_year: wireNumber(z.number({ error: 'The founded year must be a year' }).int('The founded year must be a year').min(1900, 'The founded year must be 1900 or later').max(2100, 'The founded year must be 2100 or earlier')),
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

/**
 * PUT /api/admin/content/store: only the fields sent change. Phone numbers are read by
 * libphonenumber-js (kept as international digits); "" or null clears an optional one; the
 * WhatsApp number and the sales address cannot be cleared (orders go there).
 */
export const AdminStoreSettingsBody = z.object({
  whatsapp_number: PhoneDigits.optional(),
  sales_email: z.string().trim().max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid)).optional(),
  support_email: optionalEmail,
  momo_merchant_code: z
    .string()
    .trim()
    .regex(/^\d{4,10}$|^$/, 'The MoMo merchant code is 4 to 10 digits')
    .nullish(),
  airtel_money_number: OptionalPhoneDigits.nullish(),
});
export type AdminStoreSettingsBody = z.input<typeof AdminStoreSettingsBody>;

// ---------------------------------------------------------------------------------------------
// Content: contact items, team, values
// ---------------------------------------------------------------------------------------------

/**
 * A contact item's type: the legal page's list (spec 01 §2 Legal: email, support_email, sales_email,
 * press_email, address, phone, emergency_contact, business_hours, website), which the demo's items use,
 * plus whatsapp and other.
 */
export const CONTACT_TYPES = ['email', 'support_email', 'sales_email', 'press_email', 'phone', 'emergency_contact', 'whatsapp', 'address', 'business_hours', 'website', 'other'] as const;

/** A contact item as the back office sees it: the public fields (spec 01 §3) plus id and position. */
export const AdminContactItem = z.object({ id: z.number().int(), contact_type: z.string(), contact_value: z.string(), display_name: z.string(), is_primary: z.boolean(), position: z.number().int(), ...translatedReply });
/** A contact item's texts per language (issue 17; docs/decisions/112): its label; the value is an address or number. */
export const CONTACT_ITEM_TRANSLATED_FIELDS = ['display_name'] as const;
export const ContactItemTranslations = translationsSchema({ display_name: translatedText('The display name', 100) });
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

/** A team member: the public fields plus id and position; `profile_image_url` from its picture key. */
export const AdminTeamMember = z.object({ id: z.number().int(), name: z.string(), role: z.string(), profile_image_url: z.string().nullable(), bio: z.string(), position: z.number().int(), ...translatedReply });
/** A team member's texts per language (issue 17): role and bio; the name is a name. */
export const TEAM_MEMBER_TRANSLATED_FIELDS = ['role', 'bio'] as const;
export const TeamMemberTranslations = translationsSchema({ role: translatedText('The role', 100), bio: translatedText('The bio', 2000) });
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

/** A company value: the public fields plus id and position. */
export const AdminValue = z.object({ id: z.number().int(), title: z.string(), description: z.string(), icon: z.string().nullable(), position: z.number().int(), ...translatedReply });
/** A company value's texts per language (issue 17). */
export const VALUE_TRANSLATED_FIELDS = ['title', 'description'] as const;
export const ValueTranslations = translationsSchema({ title: translatedText('The title', 100), description: translatedText('The description', 1000) });
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
// Content: sections (terms, legal, help introduction, privacy) and FAQs
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
export const CONTENT_SECTION_KEYS = CONTENT_SECTIONS.map(([k]) => k);

export const SectionParams = z.object({ key: z.string().min(1).max(64) });
/** A section's texts per language (issue 17; docs/decisions/112): its title and its text (HTML, sanitised like the English). */
export const SECTION_TRANSLATED_FIELDS = ['title', 'content'] as const;
export const SectionTranslations = translationsSchema({ title: translatedText('The title', 200), content: translatedText('The text', 50_000) });
/** PUT /api/admin/content/sections/{key}: the section's HTML (sanitised), optionally its title and its rw/fr texts ("" removes one). */
export const AdminSectionBody = z.object({ title: optionalText('The title', 200).optional(), content: RichText, translations: SectionTranslations.optional() });
export type AdminSectionBody = z.input<typeof AdminSectionBody>;
export const AdminSection = z.object({ key: z.string(), title: z.string(), content: z.string(), ...translatedReply });
export type AdminSection = z.infer<typeof AdminSection>;
export const AdminSectionResponse = z.object({ success: z.literal(true), data: AdminSection });

export const AdminFaq = z.object({ id: z.number().int(), title: z.string(), content: z.string(), position: z.number().int(), ...translatedReply });
/** A help-center FAQ's texts per language (issue 17): the question and its answer (HTML, sanitised like the English). */
export const FAQ_TRANSLATED_FIELDS = ['title', 'content'] as const;
export const FaqTranslations = translationsSchema({ title: translatedText('The question', 300), content: translatedText('The text', 50_000) });
export type AdminFaq = z.infer<typeof AdminFaq>;
/** POST /api/admin/content/faqs: a question and its answer (HTML, sanitised); added last. */
export const AdminFaqBody = z.object({ title: requiredText('The question', 300), content: RichText.pipe(z.string().trim().min(1, 'Please write the answer')), translations: FaqTranslations.optional() });
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

/** GET /api/company-settings/public/privacy: the privacy page's HTML (sanitised), "" when never written. */
export const PrivacyResponse = z.object({ success: z.literal(true), data: z.object({ title: z.string(), content: z.string() }) });
export type PrivacyResponse = z.infer<typeof PrivacyResponse>;

// ---------------------------------------------------------------------------------------------
// Hero slides
// ---------------------------------------------------------------------------------------------

/** A hero slide as the back office sees it: `image_keys` the stored pictures, `images` their URLs. */
export const AdminHeroSlide = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  images: z.array(z.string()),
  image_keys: z.array(z.string()),
  target: z.string().nullable(),
  hidden: z.boolean(),
  position: z.number().int(),
  ...translatedReply,
});
export type AdminHeroSlide = z.infer<typeof AdminHeroSlide>;
/** A slide's texts the owner writes in each language (issue 17; docs/decisions/112), wire names. */
export const HERO_TRANSLATED_FIELDS = ['title', 'subtitle'] as const;
/** A slide's `translations` in a write: rw and fr title and subtitle, the English limits; "" removes one. */
export const HeroTranslations = translationsSchema({ title: translatedText('The title', 150), subtitle: translatedText('The subtitle', 300) });
/** POST /api/admin/hero: title, optional subtitle and target, 1 to 6 uploaded pictures; added last. */
export const AdminHeroSlideBody = z.object({
  title: requiredText('The title', 150),
  subtitle: optionalText('The subtitle', 300).nullish(),
  image_keys: z.array(ImageKey, { error: CONTENT_MESSAGES.imageRequired }).min(1, CONTENT_MESSAGES.imageRequired).max(6, 'A slide has at most 6 pictures'),
  target: LinkTarget.nullish(),
  hidden: z.boolean({ error: 'hidden must be true or false' }).default(false),
  translations: HeroTranslations.optional(),
});
export type AdminHeroSlideBody = z.input<typeof AdminHeroSlideBody>;
/** PATCH /api/admin/hero/{id}: any field; `hidden: true` hides the slide, false shows it again. */
export const AdminHeroSlidePatch = AdminHeroSlideBody.extend({ hidden: z.boolean({ error: 'hidden must be true or false' }) }).partial();
export type AdminHeroSlidePatch = z.input<typeof AdminHeroSlidePatch>;
export const AdminHeroSlideResponse = z.object({ success: z.literal(true), data: AdminHeroSlide });
export const AdminHeroSlidesResponse = z.object({ success: z.literal(true), data: z.array(AdminHeroSlide) });

// ---------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------

/** A service as the back office sees it: the public fields (spec 02 §3) plus the rest. */
export const AdminService = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  button_label: z.string(),
  target: z.string().nullable(),
  featured: z.boolean(),
  locations: z.array(z.string()),
  types: z.array(z.string()),
  image: z.string().nullable(),
  image_key: z.string().nullable(),
  /** People one half-hour slot takes; null: the shop's default. */
  places_per_slot: z.number().int().nullable(),
  hidden: z.boolean(),
  position: z.number().int(),
  ...translatedReply,
});
export type AdminService = z.infer<typeof AdminService>;
/** A service's texts the owner writes in each language (issue 17; docs/decisions/112), wire names. */
export const SERVICE_TRANSLATED_FIELDS = ['name', 'description', 'button_label'] as const;
/** A service's `translations` in a write: rw and fr name, description and button label, the English limits. */
export const ServiceTranslations = translationsSchema({ name: translatedText('The name', 100), description: translatedText('The description', 2000), button_label: translatedText('The button label', 50) });
const names = (what: string) =>
  z
    .array(requiredText(what, 100), { error: `${what}s must be a list` })
    .max(20, `At most 20 ${what.toLowerCase()}s`)
    .refine((l) => new Set(l.map((v) => v.toLowerCase())).size === l.length, `Each ${what.toLowerCase()} may appear once`);
/** POST /api/admin/services: `slug` is made from the name when not given; added last. */
export const AdminServiceBody = z.object({
  name: requiredText('The name', 100),
  slug: z
    .string()
    .trim()
    .max(80, 'The address must be at most 80 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The address may use a-z, 0-9 and single dashes')
    .optional(),
  description: requiredText('The description', 2000),
  button_label: requiredText('The button label', 50),
  target: LinkTarget.nullish(),
  featured: z.boolean({ error: 'featured must be true or false' }).default(false),
  locations: names('Location').default([]),
  types: names('Type').default([]),
  image_key: ImageKey.nullish(),
  places_per_slot: wireNumber(z.number({ error: 'Places per slot must be a number from 1 to 500' }).int('Places per slot must be a whole number').min(1, 'Places per slot must be at least 1').max(500, 'Places per slot must be at most 500')).nullish(),
  hidden: z.boolean({ error: 'hidden must be true or false' }).default(false),
  translations: ServiceTranslations.optional(),
});
export type AdminServiceBody = z.input<typeof AdminServiceBody>;
/** PATCH /api/admin/services/{id}: any field; `hidden: true` stops offering the service. */
export const AdminServicePatch = AdminServiceBody.extend({
  featured: z.boolean({ error: 'featured must be true or false' }),
  locations: names('Location'),
  types: names('Type'),
  hidden: z.boolean({ error: 'hidden must be true or false' }),
}).partial();
export type AdminServicePatch = z.input<typeof AdminServicePatch>;
export const AdminServiceResponse = z.object({ success: z.literal(true), data: AdminService });
export const AdminServicesResponse = z.object({ success: z.literal(true), data: z.array(AdminService) });

// ---------------------------------------------------------------------------------------------
// Ratings
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/ratings: newest first, 20 a page; `hidden` filters, `item_id` narrows to one item. */
export const AdminRatingListQuery = z.object({
  page: PageQuery.shape.page,
  limit: pageLimit(20),
  hidden: z.enum(['true', 'false'], { error: 'hidden must be true or false' }).optional(),
  item_id: IdSchema.optional(),
});
export type AdminRatingListQuery = z.input<typeof AdminRatingListQuery>;
/** One rating: who gave how many stars to which item, and whether (and why) it is hidden. */
export const AdminRating = z.object({
  item_id: z.number().int(),
  item_title: z.string(),
  item_slug: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  rating: z.number().int(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRating = z.infer<typeof AdminRating>;
export const AdminRatingListResponse = z.object({ success: z.literal(true), ratings: z.array(AdminRating), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AdminRatingListResponse = z.infer<typeof AdminRatingListResponse>;
/** POST /api/admin/ratings/{item_id}/{user_id}/hide|show. */
export const AdminRatingParams = z.object({ item_id: IdSchema, user_id: z.string().min(1).max(64) });
export const AdminRatingResponse = z.object({ success: z.literal(true), data: AdminRating });
