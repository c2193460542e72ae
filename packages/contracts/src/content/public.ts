import { z } from 'zod';

/** Company basic settings (spec 01 §3). */
export const CompanyBasic = z.object({
  company_name: z.string(),
  company_logo_url: z.string().nullable(),
  founded_year: z.number().int(),
  company_tagline: z.string(),
  company_description: z.string(),
  mission_statement: z.string(),
  vision_statement: z.string(),
});
export type CompanyBasic = z.infer<typeof CompanyBasic>;

const SocialLink = z.object({ url: z.string() });
/** Social settings (spec 01 §3): a url per network; whatsapp also phone, instagram profileUrl and username. */
export const CompanySocial = z.object({
  whatsapp: SocialLink.extend({ phone: z.string() }),
  instagram: SocialLink.extend({ profileUrl: z.string(), username: z.string() }),
  facebook: SocialLink,
  twitter: SocialLink,
  linkedin: SocialLink,
});
export type CompanySocial = z.infer<typeof CompanySocial>;

export const CompanyBasicResponse = z.object({ success: z.literal(true), data: CompanyBasic });
export const CompanySocialResponse = z.object({ success: z.literal(true), data: CompanySocial });

/** Fallbacks shown when settings cannot load (spec 01 §2 Footer). */
export const FALLBACK_BRAND = 'Atelier Kigali';
export const SOCIAL_FALLBACKS = {
  facebook: 'https://www.facebook.com/',
  twitter: 'https://twitter.com/',
  instagram: 'https://www.instagram.com/',
  linkedin: 'https://www.linkedin.com/',
} as const;

/** GET /api/company-settings/public/terms (spec 01 §7): sections keyed as in spec 01 §3, HTML sanitised. */
export const TermsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ company: z.object({ name: z.string(), logo_url: z.string().nullable() }), sections: z.record(z.string(), z.string()) }),
});
export type TermsResponse = z.infer<typeof TermsResponse>;

export const TeamMember = z.object({ name: z.string(), role: z.string(), profile_image_url: z.string().nullable(), bio: z.string() });
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamResponse = z.object({ success: z.literal(true), data: z.array(TeamMember) });

export const ValueItem = z.object({ title: z.string(), description: z.string(), icon: z.string().nullable() });
export const ValuesResponse = z.object({ success: z.literal(true), data: z.array(ValueItem) });

/** "Company contact object: contents not shown" (spec 01 §3): the primary details, from contact items. */
export const CompanyContact = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  business_hours: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export const CompanyContactResponse = z.object({ success: z.literal(true), data: CompanyContact });

/** Contact info item (spec 01 §3). */
export const ContactInfoItem = z.object({ contact_type: z.string(), contact_value: z.string(), display_name: z.string(), is_primary: z.boolean() });
export type ContactInfoItem = z.infer<typeof ContactInfoItem>;
export const ContactInfoResponse = z.object({ success: z.literal(true), data: z.array(ContactInfoItem) });

/** GET /api/help-center/public (spec 01 §7): introduction and FAQs, HTML sanitised. */
export const HelpCenterResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ introduction: z.object({ content: z.string() }), faqs: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })) }),
});
export type HelpCenterResponse = z.infer<typeof HelpCenterResponse>;

/** GET /api/company-settings/public/privacy: the privacy page's HTML (sanitised), "" when never written. */
export const PrivacyResponse = z.object({ success: z.literal(true), data: z.object({ title: z.string(), content: z.string() }) });
export type PrivacyResponse = z.infer<typeof PrivacyResponse>;
