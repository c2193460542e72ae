import { z } from 'zod';
import { MESSAGES } from './common.js';

/**
 * The shop's payment and notification settings (owner only): MTN MoMo Pay merchant code, Airtel
 * Money number, and the address that gets an e-mail for each new order. Null when not set.
 */
export const AdminSettings = z.object({
  momo_merchant_code: z.string().nullable(),
  airtel_money_number: z.string().nullable(),
  sales_email: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettings>;
export const AdminSettingsResponse = z.object({ success: z.literal(true), settings: AdminSettings });
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>;

/** PUT /api/admin/settings: only the fields sent change; "" or null clears one. */
export const AdminSettingsBody = z.object({
  momo_merchant_code: z
    .string()
    .trim()
    .regex(/^\d{4,10}$|^$/, 'The MoMo merchant code is 4 to 10 digits')
    .nullish(),
  airtel_money_number: z
    .string()
    .trim()
    .regex(/^\+?[\d ]{9,16}$|^$/, 'Please enter a valid phone number')
    .nullish(),
  sales_email: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email(MESSAGES.emailInvalid))]).nullish(),
});
export type AdminSettingsBody = z.input<typeof AdminSettingsBody>;
