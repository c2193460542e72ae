import type { z } from 'zod';
import type { Ack, EmailBody, ResetPasswordBody, VerifyResetBody, VerifyResetResponse } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** Spec 01 §8: the login page's texts for a failed reset step. */
export const RESET_MESSAGES = {
  sendFailed: 'Failed to send verification code. Please try again.',
  codeInvalid: 'Invalid verification code. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  /** Not the spec's: the same address again within the resend interval, when nothing new is sent. */
  codeOnItsWay: 'We sent a code to this address less than a minute ago. Enter it below, or ask for a new one when the countdown ends.',
} as const;

/**
 * POST /api/auth/forgot-password {email} (spec 01 §7). The server answers the same for every address
 * and mails a 6-digit code plus a `/login?token=…` link; 429 with a readable `error` when asked too often.
 */
export function forgotPassword(body: EmailBody): Promise<Ack> {
  return apiFetch<Ack>('/api/auth/forgot-password', { method: 'POST', body });
}

/**
 * POST /api/auth/verify-reset-token with {email, code} (the verifyCode mode) or {token} (the link in
 * the reset e-mail) → {success, message, email}. 400 'Invalid or expired verification code' /
 * 'Invalid or expired reset token' otherwise. The code or token stays usable for the reset.
 */
export function verifyReset(body: VerifyResetBody): Promise<z.infer<typeof VerifyResetResponse>> {
  return apiFetch('/api/auth/verify-reset-token', { method: 'POST', body });
}

/** POST /api/auth/reset-password {email, code, newPassword} or {token, newPassword} (spec 01 §7). */
export function resetPassword(body: ResetPasswordBody): Promise<Ack> {
  return apiFetch<Ack>('/api/auth/reset-password', { method: 'POST', body });
}
