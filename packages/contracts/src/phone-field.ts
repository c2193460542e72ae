import { z } from 'zod';
import { toE164 } from './domain/phone-number.js';

/** Spec 02 §5: the booking form's phone message, shared by every optional phone of the store's forms. */
export const PHONE_INVALID = 'Please enter a valid phone number.';

/**
 * An optional phone number as the booking and contact forms take it (spec 02 §5): empty or missing is
 * '', anything else must be a valid number (national numbers read as Rwandan, libphonenumber-js) and
 * is stored in E.164 (+250788123456); else PHONE_INVALID. In its own module, as toE164, so forms that
 * do not take a phone do not load libphonenumber's metadata.
 */
export const OptionalPhone = z
  .string()
  .trim()
  .max(32)
  .nullish()
  .transform((v) => v || '')
  .refine((v) => v === '' || toE164(v) !== null, PHONE_INVALID)
  .transform((v) => (v ? toE164(v)! : ''));
