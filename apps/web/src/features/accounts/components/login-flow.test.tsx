import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@atelier/contracts';
import { mockFetch } from '@/test/utils';
import { AFTER_RESET_MS, BAD_RESET_TOKEN_MS, LoginFlow } from './login-flow';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

function setup(props: Partial<Parameters<typeof LoginFlow>[0]> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<LoginFlow onLoggedIn={vi.fn()} onNeedsVerification={vi.fn()} onRegistered={vi.fn()} {...props} />);
  return user;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
/** The page's message line (the FormMessage in the card's live region). */
const pageMessage = () => document.querySelector('div[aria-live="polite"] > p')?.textContent ?? null;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('/login reset modes (spec 01 §4 Login page modes, §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('login → reset → verifyCode → newPassword → login 2 s after the reset, with the e-mail kept', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    mockFetch({
      'POST /api/auth/forgot-password': ({ path, body }) => (calls.push({ path, body }), { body: { success: true, message: 'If an account exists…' } }),
      'POST /api/auth/verify-reset-token': ({ path, body }) => (calls.push({ path, body }), { body: { success: true, message: ACCOUNT_MESSAGES.resetCodeVerified, email: 'aline@example.com' } }),
      'POST /api/auth/reset-password': ({ path, body }) => (calls.push({ path, body }), { body: { success: true, message: ACCOUNT_MESSAGES.passwordReset } }),
    });
    const user = setup();
    expect(heading()).toBe('Welcome back');

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(heading()).toBe('Reset your password');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'Aline@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(heading()).toBe('Enter your code'));
    expect(pageMessage()).toBe('Verification code sent to your email! Please check your inbox and enter the code below.');
    expect(screen.getByText('aline@example.com')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(screen.getByText('Verification code is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(screen.getByText('Verification code must be 6 digits')).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(heading()).toBe('Choose a new password'));
    expect(pageMessage()).toBe('Verification code verified! You can now set your new password.');

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your new password')).toBeTruthy();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'abc');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password', { selector: 'input' }));
    await user.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(pageMessage()).toBe('Password reset successfully! You can now login with your new password.'));
    await advance(AFTER_RESET_MS - 100);
    expect(heading()).toBe('Choose a new password');
    await advance(100);
    expect(heading()).toBe('Welcome back');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('aline@example.com');

    expect(calls).toEqual([
      { path: '/api/auth/forgot-password', body: { email: 'aline@example.com' } },
      { path: '/api/auth/verify-reset-token', body: { email: 'aline@example.com', code: '123456' } },
      { path: '/api/auth/reset-password', body: { email: 'aline@example.com', code: '123456', newPassword: 'new-secret' } },
    ]);
  });

  it("shows the spec's failure lines: sending, a refused code (server text), a failed reset", async () => {
    let codeReply = { status: 400, body: { error: 'Invalid or expired verification code', code: 'BAD_REQUEST' } as unknown };
    mockFetch({
      'POST /api/auth/forgot-password': () => ({ status: 500, body: { error: 'Internal error', code: 'INTERNAL' } }),
    });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(pageMessage()).toBe('Failed to send verification code. Please try again.'));
    expect(heading()).toBe('Reset your password');

    mockFetch({
      'POST /api/auth/forgot-password': () => ({ body: { success: true, message: 'ok' } }),
      'POST /api/auth/verify-reset-token': () => codeReply,
      'POST /api/auth/reset-password': () => ({ status: 500, body: {} }),
    });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(heading()).toBe('Enter your code'));
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(pageMessage()).toBe('Invalid or expired verification code'));
    codeReply = { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } };
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(pageMessage()).toBe('Invalid verification code. Please try again.'));

    codeReply = { status: 200, body: { success: true, message: ACCOUNT_MESSAGES.resetCodeVerified, email: 'aline@example.com' } };
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(heading()).toBe('Choose a new password'));
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(pageMessage()).toBe('Failed to reset password. Please try again.'));
    expect(heading()).toBe('Choose a new password');
  });

  it('a 500 without a reason on the code reads "Invalid verification code. Please try again."', async () => {
    mockFetch({
      'POST /api/auth/forgot-password': () => ({ body: { success: true, message: 'ok' } }),
      'POST /api/auth/verify-reset-token': () => ({ status: 502, body: null }),
    });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(heading()).toBe('Enter your code'));
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(pageMessage()).toBe('Invalid verification code. Please try again.'));
  });

  it("shows the server's text when the code was asked for too soon (429)", async () => {
    mockFetch({ 'POST /api/auth/forgot-password': () => ({ status: 429, body: { error: 'Please wait 42 seconds before requesting a new code.', code: 'RATE_LIMITED' } }) });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(pageMessage()).toBe('Please wait 42 seconds before requesting a new code.'));
  });

  it('a reset link (?token=) is verified and opens newPassword; the reset then sends the token', async () => {
    let resetBody: unknown = null;
    mockFetch({
      'POST /api/auth/verify-reset-token': ({ body }) => {
        expect(body).toEqual({ token: TOKEN });
        return { body: { success: true, message: ACCOUNT_MESSAGES.resetCodeVerified, email: 'aline@example.com' } };
      },
      'POST /api/auth/reset-password': ({ body }) => ((resetBody = body), { body: { success: true, message: 'ok' } }),
    });
    const user = setup({ resetToken: TOKEN });
    expect(screen.getByText('Checking your reset link...')).toBeTruthy();
    await waitFor(() => expect(heading()).toBe('Choose a new password'));
    expect(screen.getByText('aline@example.com')).toBeTruthy();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(resetBody).toEqual({ token: TOKEN, newPassword: 'new-secret' }));
  });

  it("a refused reset link shows 'Invalid or expired reset token' and returns to reset after 3 s", async () => {
    mockFetch({ 'POST /api/auth/verify-reset-token': () => ({ status: 400, body: { error: 'Invalid or expired reset token', code: 'BAD_REQUEST' } }) });
    setup({ resetToken: TOKEN });
    await waitFor(() => expect(pageMessage()).toBe('Invalid or expired reset token'));
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
    await advance(BAD_RESET_TOKEN_MS - 100);
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
    await advance(100);
    expect(screen.getByRole('form', { name: 'Reset password' })).toBeTruthy();
    expect(heading()).toBe('Reset your password');
  });

  it('the page message clears after 5 s', async () => {
    mockFetch({ 'POST /api/auth/forgot-password': () => ({ body: { success: true, message: 'ok' } }) });
    const user = setup({ initialMessage: 'Email verified successfully. You can now log in.' });
    expect(pageMessage()).toBe('Email verified successfully. You can now log in.');
    await advance(4_900);
    expect(pageMessage()).toBe('Email verified successfully. You can now log in.');
    await advance(100);
    expect(pageMessage()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(pageMessage()).toBe(ACCOUNT_MESSAGES.resetCodeSent));
    await advance(5_000);
    expect(pageMessage()).toBeNull();
    expect(heading()).toBe('Enter your code');
  });

  it('going back to log in cancels a pending automatic move', async () => {
    mockFetch({ 'POST /api/auth/verify-reset-token': () => ({ status: 400, body: { error: 'Invalid or expired reset token', code: 'BAD_REQUEST' } }) });
    const user = setup({ resetToken: TOKEN });
    await waitFor(() => expect(pageMessage()).toBe('Invalid or expired reset token'));
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    await advance(BAD_RESET_TOKEN_MS);
    expect(heading()).toBe('Welcome back');
  });

  it("'Send a new code' counts down from the last send like the verification page, and never claims a send that did not happen", async () => {
    const sent: string[] = [];
    mockFetch({ 'POST /api/auth/forgot-password': ({ body }) => (sent.push((body as { email: string }).email), { body: { success: true, message: 'If an account exists…' } }) });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'aline@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(heading()).toBe('Enter your code'));
    expect(sent).toHaveLength(1);

    const resend = () => screen.getByRole('button', { name: /Send a new code/ }) as HTMLButtonElement;
    expect(resend().textContent).toMatch(/^Send a new code in (59|60)s$/);
    expect(resend().disabled).toBe(true);
    await advance(30_000);
    expect(resend().textContent).toMatch(/^Send a new code in (29|30)s$/);
    await user.click(resend());
    expect(sent).toHaveLength(1);

    // Back to the e-mail step with the same address: nothing is sent, and the page says so.
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(heading()).toBe('Enter your code'));
    expect(sent).toHaveLength(1);
    expect(pageMessage()).not.toBe(ACCOUNT_MESSAGES.resetCodeSent);
    expect(resend().disabled).toBe(true);

    await advance(30_000);
    expect(resend().textContent).toBe('Send a new code');
    expect(resend().disabled).toBe(false);
    await user.click(resend());
    await waitFor(() => expect(pageMessage()).toBe(ACCOUNT_MESSAGES.resetCodeSent));
    expect(sent).toEqual(['aline@example.com', 'aline@example.com']);
    expect(resend().textContent).toMatch(/^Send a new code in (59|60)s$/);
  });
});
