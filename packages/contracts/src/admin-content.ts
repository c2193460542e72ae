import { z } from 'zod';
import { CONTENT_MESSAGES } from './back-office-messages.js';
import { optionalText, requiredText, wireNumber } from './common.js';
import { ImageKey, LinkTarget } from './content/admin.js';
import { translatedReply, translatedText, translationsSchema } from './i18n/content.js';

/**
 * The back office's hero, services and ratings contracts (issue 15 "Back office, part 2":
 * Hero slides and services, Ratings). Every route is under /api/admin and owner only
 * (capability `content.manage`). Field names are the public content calls' (spec 01 §3, spec 02 §3).
 */

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
