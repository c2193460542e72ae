import { z } from 'zod';
import { CONTENT_MESSAGES } from './back-office-messages.js';
import { optionalText, requiredText } from './common.js';
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
