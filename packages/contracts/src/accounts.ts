import { z } from 'zod';
import { MESSAGES, emailField, requiredString } from './common.js';
import { isRegisterPhone, compactPhone } from './domain/phone.js';

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
  emailTaken: 'An account with this email already exists',
  noToken: 'No authentication token found',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
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

const phone = z
  .string({ error: ACCOUNT_MESSAGES.phoneRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.phoneRequired)
  .refine(isRegisterPhone, ACCOUNT_MESSAGES.phoneInvalid)
  .transform(compactPhone);

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

/** A user as the API shows it (spec 01 §3 User); never the password. */
export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['user', 'admin']),
  status: z.string(),
  profile_image: z.string().nullable(),
  email_verified: z.boolean(),
  created_at: z.string(),
  last_password_change: z.string().nullable(),
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
