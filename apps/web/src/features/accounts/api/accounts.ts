import type { LoginResponse, User } from '@atelier/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login {email, password} → user and token; 401 with needsVerification when unverified. */
export function login(body: { email: string; password: string }): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body });
}

/** POST /api/users (multipart: name, email, phone, password, optional profileImage) → the new user. */
export function register(fields: { name: string; email: string; phone: string; password: string }, picture: File | null): Promise<{ success: true; message: string; user: User }> {
  const form = new FormData();
  form.set('name', fields.name);
  form.set('email', fields.email);
  form.set('phone', fields.phone);
  form.set('password', fields.password);
  if (picture) form.set('profileImage', picture);
  return apiFetch('/api/users', { method: 'POST', body: form });
}

/** POST /api/auth/verify-email {email, verificationCode}. */
export function verifyEmail(email: string, verificationCode: string): Promise<{ success: boolean; message: string }> {
  return apiFetch('/api/auth/verify-email', { method: 'POST', body: { email, verificationCode } });
}

/** POST /api/auth/resend-verification {email}: always the same 200; the server mails at most one code per 60 s per address. */
export function resendVerification(email: string): Promise<{ success: boolean; message: string }> {
  return apiFetch('/api/auth/resend-verification', { method: 'POST', body: { email } });
}
