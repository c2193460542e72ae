import { z } from 'zod';
import { OptionalPhone, PHONE_INVALID } from '../phone-field.js';

/** Spec 02 §5 / §8 contact texts. */
export const CONTACT_MESSAGES = {
  required: 'Please fill all required fields.',
  emailInvalid: 'Please enter a valid email address.',
  /** The booking form's rule and message (spec 02 §5). */
  phoneInvalid: PHONE_INVALID,
  failed: 'Failed to submit.',
  sent: 'Message sent! Please check your email for confirmation.',
  loadFailed: 'Failed to load contact information',
} as const;

const required = (max: number) => z.string({ error: CONTACT_MESSAGES.required }).trim().min(1, CONTACT_MESSAGES.required).max(max, `Must be at most ${max} characters`);

/** POST /api/contact {first_name, last_name, email, phone, notes} (spec 02 §7). */
export const ContactMessageBody = z.object({
  first_name: required(100),
  last_name: required(100),
  email: required(254)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid))
    .transform((v) => v.toLowerCase()),
  phone: OptionalPhone,
  notes: z
    .string()
    .trim()
    .max(5000, 'Your message must be at most 5000 characters')
    .nullish()
    .transform((v) => v ?? ''),
});
export type ContactMessageBody = z.input<typeof ContactMessageBody>;
