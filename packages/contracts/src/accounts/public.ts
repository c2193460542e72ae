import { z } from 'zod';
import { MESSAGES, emailField, requiredString, wireNumber } from '../common.js';
import { isRegisterPhone, compactPhone } from '../domain/phone.js';
import { LanguageField } from '../i18n/locale.js';

/** Spec 01 §5 / §8 texts for accounts. */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordTooShort: 'Password must be at least 6 characters long',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  codeRequired: 'Verification code is required',
  codeLength: 'Verification code must be 6 digits',
  codeInvalidPage: 'Please enter a valid 6-digit code',
  pictureTooLarge: 'Profile picture must be less than 5MB',
  pictureNotImage: 'Please select a valid image file',
  needsVerification: 'Please verify your email before logging in.',
  invalidCredentials: 'Invalid email or password',
  invalidCode: 'Invalid or expired verification code',
  /** The account service's fallbacks for verify-email and resend-verification (spec 01 §8). */
  verificationFailed: 'Verification failed',
  sendCodeFailed: 'Failed to send verification code',
  emailTaken: 'An account with this email already exists',
  noToken: 'No authentication token found',
  sessionExpired: 'Your session has expired. Please log in again.',
  newPasswordRequired: 'New password is required',
  confirmNewPasswordRequired: 'Please confirm your new password',
  currentPasswordRequired: 'Current password is required',
  newPasswordsDiffer: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  resetCodeSent: 'Verification code sent to your email! Please check your inbox and enter the code below.',
  resetCodeVerified: 'Verification code verified! You can now set your new password.',
  passwordReset: 'Password reset successfully! You can now login with your new password.',
  invalidResetToken: 'Invalid or expired reset token',
  typeDelete: 'Please type DELETE to confirm account deletion',
} as const;

/**
 * The login lock-out's 429 text (docs/decisions/006), saying how long to wait as the per-IP limit
 * does: `seconds` (the Retry-After) under a minute as seconds, else in whole minutes rounded up.
 */
export function tooManyAttemptsMessage(seconds: number): string {
  if (seconds < 60) return `Too many failed attempts. Please try again in ${Math.max(1, Math.ceil(seconds))} seconds.`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'Too many failed attempts. Please try again in 1 minute.' : `Too many failed attempts. Please try again in ${minutes} minutes.`;
}

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;
/** Profile pictures: at most 5 MB (spec 01 §9). */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const VERIFICATION_CODE_LENGTH = 6;
/** Resend countdown on /verification, ms (spec 01 §9). */
export const RESEND_COUNTDOWN_MS = 60_000;

const password = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

const phone = z.string({ error: ACCOUNT_MESSAGES.phoneRequired }).trim().min(1, ACCOUNT_MESSAGES.phoneRequired).refine(isRegisterPhone, ACCOUNT_MESSAGES.phoneInvalid).transform(compactPhone);

/**
 * POST /api/users fields (spec 01 §7 Accounts; multipart). `role` and `status` may be sent by old
 * clients and are ignored: the server always creates a 'user' with status 'active'.
 */
export const RegisterBody = z.object({
  name: requiredString(ACCOUNT_MESSAGES.nameRequired, 100),
  email: emailField(),
  phone,
  password,
  role: z.string().optional(),
  status: z.string().optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** The register form on /login: RegisterBody plus the confirmation (spec 01 §5 Register). */
export const RegisterForm = z
  .object({
    name: requiredString(ACCOUNT_MESSAGES.nameRequired, 100),
    email: emailField(),
    phone,
    password,
    confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { message: ACCOUNT_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
export type RegisterForm = z.input<typeof RegisterForm>;

/** POST /api/auth/login (spec 01 §5 Login: email required and valid; password required). */
export const LoginBody = z.object({
  email: emailField(),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX, ACCOUNT_MESSAGES.invalidCredentials),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /api/auth/resend-verification and the reset request (spec 01 §5 Reset request). */
export const EmailBody = z.object({ email: emailField() });
export type EmailBody = z.infer<typeof EmailBody>;

const code = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.codeRequired)
  .regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeLength);

/** POST /api/auth/verify-email {email, verificationCode} (spec 01 §7). */
export const VerifyEmailBody = z.object({ email: emailField(), verificationCode: code });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** `user` is a customer, `staff` runs orders and payments, `admin` is the owner. */
const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A user as the API shows it (spec 01 §3 User); never the password. */
export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** user (customer), staff or admin (the owner): ROLES. */
  role: z.enum(ROLES),
  status: z.string(),
  profile_image: z.string().nullable(),
  email_verified: z.boolean(),
  created_at: z.string(),
  last_password_change: z.string().nullable(),
  /**
   * The account's language, en | rw | fr (docs/decisions/110): its e-mails and the API's messages use it. The
   * API always sends it; optional in the type only so clients built before it still type-check.
   */
  language: LanguageField.optional(),
});
export type User = z.infer<typeof User>;

/** 201 reply of POST /api/users. */
export const RegisterResponse = z.object({ success: z.literal(true), message: z.string(), user: User });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** 200 reply of POST /api/auth/login (spec 01 §7: user, token, needsVerification). */
export const LoginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: User,
  token: z.string(),
  needsVerification: z.literal(false),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /api/auth/verify → the signed-in user. */
export const VerifyTokenResponse = z.object({ success: z.literal(true), user: User });
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponse>;

const newPassword = z
  .string({ error: ACCOUNT_MESSAGES.newPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.newPasswordRequired)
  .min(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

/**
 * POST /api/auth/forgot-password {email} (spec 01 §7). Answered the same for every address.
 * @alias EmailBody, under the endpoint's name
 */
export const ForgotPasswordBody = EmailBody;

/**
 * POST /api/auth/verify-reset-token: {email, code} from the reset form, or {token} from the link in
 * the reset e-mail (/login?token=…). The code or token stays usable for the reset that follows.
 */
export const VerifyResetBody = z.union([
  z.object({ token: z.string().trim().min(20, ACCOUNT_MESSAGES.invalidResetToken).max(200, ACCOUNT_MESSAGES.invalidResetToken) }),
  z.object({ email: emailField(), code }),
]);
export type VerifyResetBody = z.infer<typeof VerifyResetBody>;
export const VerifyResetResponse = z.object({ success: z.literal(true), message: z.string(), email: z.string() });

/** POST /api/auth/reset-password: {email, code, newPassword} or {token, newPassword}. */
export const ResetPasswordBody = z.union([
  z.object({ token: z.string().trim().min(20, ACCOUNT_MESSAGES.invalidResetToken).max(200, ACCOUNT_MESSAGES.invalidResetToken), newPassword }),
  z.object({ email: emailField(), code, newPassword }),
]);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** The newPassword mode of /login (spec 01 §5 New password). */
export const NewPasswordForm = z
  .object({ newPassword, confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.confirmNewPasswordRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: ACCOUNT_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
export type NewPasswordForm = z.input<typeof NewPasswordForm>;

/** The verifyCode mode of /login (spec 01 §5 Verify code). */
export const VerifyCodeForm = z.object({ code });

/**
 * PUT /api/users/{id} fields (multipart; spec 01 §7). Only filled fields change; a new e-mail is used
 * for login once verified with the code sent to it. `password`, `role` and `status` are ignored:
 * passwords change through change-password, roles through `npm run user:admin`.
 */
export const UpdateProfileBody = z.object({
  name: z
    .string()
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .optional()
    .transform((v) => v || undefined),
  email: z
    .string()
    .trim()
    .max(254, MESSAGES.emailInvalid)
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .email(MESSAGES.emailInvalid)
        .transform((v) => v.toLowerCase())
        .optional(),
    ),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isRegisterPhone(v), ACCOUNT_MESSAGES.phoneInvalid)
    .transform((v) => (v === undefined ? v : compactPhone(v))),
  /** en | rw | fr (docs/decisions/110): the language of the account's e-mails and messages; blank keeps it. */
  language: z.preprocess((v) => (v === '' ? undefined : v), LanguageField.optional()),
  password: z.string().optional(),
  role: z.string().optional(),
  status: z.string().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/**
 * The profile edit form (spec 02 §2 Profile): a customer always has a name and a login e-mail, so a
 * cleared one is refused with the register form's message ('Name is required', 'Email is required')
 * instead of being skipped. The phone may be left blank (not sent, spec 01 §5).
 */
export const ProfileEditBody = UpdateProfileBody.pick({ phone: true }).extend({
  name: requiredString(ACCOUNT_MESSAGES.nameRequired, 100),
  email: emailField(),
});
export type ProfileEditBody = z.input<typeof ProfileEditBody>;
export const UpdateProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: User,
  /** Set when a new e-mail waits for its code. */
  pendingEmail: z.string().nullable(),
});

/** POST /api/users/change-password {currentPassword, newPassword} (spec 01 §7, spec 02 §5). */
export const ChangePasswordBody = z.object({
  currentPassword: z.string({ error: ACCOUNT_MESSAGES.currentPasswordRequired }).min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX),
  newPassword: z
    .string({ error: ACCOUNT_MESSAGES.newPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.newPasswordRequired)
    .min(PASSWORD_MIN, ACCOUNT_MESSAGES.newPasswordTooShort)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The password-change form of the profile (spec 02 §5 Password change). */
export const ChangePasswordForm = ChangePasswordBody.extend({ confirmPassword: z.string() }).refine((v) => v.newPassword === v.confirmPassword, {
  message: ACCOUNT_MESSAGES.newPasswordsDiffer,
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

/** The account-deletion confirmation (spec 02 §5): the user types DELETE. */
export function confirmsDeletion(typed: string): boolean {
  return typed.trim() === 'DELETE';
}

export const ADDRESS_MESSAGES = { required: 'Please fill all required fields' } as const;

/** An address book entry (spec 01 §3 Address). */
export const Address = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  street_address: z.string(),
  street_address2: z.string().nullable(),
  country: z.string(),
  province: z.string(),
  zip_code: z.string(),
  city: z.string(),
  created_at: z.string(),
});
export type Address = z.infer<typeof Address>;

const addressField = (max = 200) => z.string({ error: ADDRESS_MESSAGES.required }).trim().min(1, ADDRESS_MESSAGES.required).max(max, `Must be at most ${max} characters`);

/** POST /api/addresses (spec 02 §5: all but street_address2 required, 'Please fill all required fields'). */
export const CreateAddressBody = z.object({
  first_name: addressField(100),
  last_name: addressField(100),
  email: addressField(254).pipe(z.email(MESSAGES.emailInvalid)),
  phone: addressField(32),
  street_address: addressField(),
  street_address2: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  country: addressField(100),
  province: addressField(100),
  zip_code: addressField(20),
  city: addressField(100),
});
export type CreateAddressBody = z.input<typeof CreateAddressBody>;
export const AddressesResponse = z.object({ success: z.literal(true), addresses: z.array(Address) });
export const AddressResponse = z.object({ success: z.literal(true), message: z.string(), address: Address });

/** Login history entry (spec 02 §3). login_method defaults to EMAIL. */
export const LoginHistoryEntry = z.object({
  id: z.string(),
  success: z.boolean(),
  login_method: z.string(),
  login_time: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntry>;
/** Login history is shown 10 per page (spec 02 §9). */
export const LOGIN_HISTORY_PAGE_SIZE = 10;
export const LoginHistoryQuery = z.object({
  page: wireNumber(z.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(100000, 'page must be at most 100000')).default(1),
  limit: wireNumber(
    z.number({ error: 'limit must be between 1 and 50' }).int('limit must be between 1 and 50').min(1, 'limit must be between 1 and 50').max(50, 'limit must be between 1 and 50'),
  ).default(LOGIN_HISTORY_PAGE_SIZE),
});
export const LoginHistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    logins: z.array(LoginHistoryEntry),
    pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
  }),
});
export type LoginHistoryResponse = z.infer<typeof LoginHistoryResponse>;
export const LoginStatsResponse = z.object({
  success: z.literal(true),
  data: z.object({ totalLogins: z.number().int(), monthlyLogins: z.number().int(), lastLogin: z.string().nullable() }),
});
export type LoginStatsResponse = z.infer<typeof LoginStatsResponse>;

/** Device type from a user agent (spec 02 §3: Mobile, Tablet or Desktop). */
export function deviceType(userAgent: string | null | undefined): 'Mobile' | 'Tablet' | 'Desktop' {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'Tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'Mobile';
  return 'Desktop';
}
