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

/** Newsletter form texts (spec 01 §5 and §8 Newsletter), shared by the footer form and the subscribe endpoint. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  alreadySubscribed: 'You are already subscribed to our newsletter!',
  subscribed: 'Successfully subscribed! Please check your email for confirmation.',
  failed: 'Subscription failed. Please try again.',
  networkError: 'Network error. Please try again later.',
  submitting: 'Subscribing...',
} as const;
