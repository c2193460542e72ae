import { describe, expect, it } from 'vitest';
import { LoginBody, RegisterForm, VerifyEmailBody } from './public.js';

const firstError = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0]!.message);
const valid = { name: 'Aline', email: 'Aline@Example.com', phone: '+250 788 123 456', password: 'secret1', confirmPassword: 'secret1' };

describe('RegisterForm (spec 01 §5 Register)', () => {
  it('accepts a valid form, lower-casing the e-mail and compacting the phone', () => {
    const r = RegisterForm.safeParse(valid);
    expect(r.success && r.data).toMatchObject({ email: 'aline@example.com', phone: '+250788123456' });
  });

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ email: undefined }, 'Email is required'],
    [{ email: 'aline@' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '0788123456' }, 'Please enter a valid phone number'],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters long'],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'secret2' }, 'Passwords do not match'],
  ])('%o → "%s"', (override, message) => {
    expect(firstError(RegisterForm.safeParse({ ...valid, ...override }))).toBe(message);
  });
});

describe('LoginBody and VerifyEmailBody', () => {
  it('uses the spec messages', () => {
    expect(firstError(LoginBody.safeParse({ email: '', password: 'x' }))).toBe('Email is required');
    expect(firstError(LoginBody.safeParse({ email: 'a@b.co', password: '' }))).toBe('Password is required');
    expect(firstError(VerifyEmailBody.safeParse({ email: 'a@b.co', verificationCode: '' }))).toBe('Verification code is required');
    expect(firstError(VerifyEmailBody.safeParse({ email: 'a@b.co', verificationCode: '12a456' }))).toBe('Verification code must be 6 digits');
    expect(VerifyEmailBody.safeParse({ email: 'a@b.co', verificationCode: '012345' }).success).toBe(true);
  });
});

describe('tooManyAttemptsMessage (decision 006)', () => {
  it('says how long to wait: seconds under a minute, then whole minutes rounded up', async () => {
    const { tooManyAttemptsMessage } = await import('./public.js');
    expect(tooManyAttemptsMessage(30)).toBe('Too many failed attempts. Please try again in 30 seconds.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many failed attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many failed attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(900)).toBe('Too many failed attempts. Please try again in 15 minutes.');
  });
});
