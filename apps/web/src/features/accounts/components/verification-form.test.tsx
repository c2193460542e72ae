import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerificationForm, cleanCode } from './verification-form';
import { mockFetch } from '@/test/utils';

describe('verification code input (spec 01 §2: digits only, maximum 6)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps digits only and stops at 6', async () => {
    const user = userEvent.setup();
    render(<VerificationForm email="aline@example.com" onVerified={vi.fn()} />);
    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    await user.type(input, 'a1b2-c3 d4e5f6g7h8');
    expect(input.value).toBe('123456');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('cleans pasted text the same way', () => {
    expect(cleanCode(' 12 34-56 78 ')).toBe('123456');
    expect(cleanCode('abc')).toBe('');
  });

  it("answers a short code with 'Please enter a valid 6-digit code' and calls nobody", async () => {
    const fetch = mockFetch({});
    const user = userEvent.setup();
    render(<VerificationForm email="aline@example.com" onVerified={vi.fn()} />);
    await user.type(screen.getByLabelText('Verification code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 6-digit code');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the code is refused", async () => {
    mockFetch({ 'POST /api/auth/verify-email': () => ({ status: 400, body: { error: 'Invalid or expired verification code', code: 'BAD_REQUEST' } }) });
    const onVerified = vi.fn();
    const user = userEvent.setup();
    render(<VerificationForm email="aline@example.com" onVerified={onVerified} />);
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired verification code');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('enables Resend after the 60-second countdown', async () => {
    vi.useFakeTimers();
    render(<VerificationForm email="aline@example.com" onVerified={vi.fn()} />);
    const resend = screen.getByRole('button', { name: /resend/i }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe('Resend in 60s');
    // The countdown ticks once a second; each tick renders before the next is scheduled.
    for (let s = 0; s < 59; s++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe('Resend in 1s');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend.disabled).toBe(false);
    expect(resend.textContent).toBe('Resend');
  });

  it("shows the server's text when Resend is refused as too soon (429)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'POST /api/auth/resend-verification': () => ({ status: 429, body: { error: 'Please wait 42 seconds before requesting a new code.', code: 'RATE_LIMITED' }, headers: { 'retry-after': '42' } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<VerificationForm email="aline@example.com" onVerified={vi.fn()} />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait 42 seconds before requesting a new code.');
  });

  it('restarts the countdown after a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'POST /api/auth/resend-verification': () => ({ body: { success: true, message: 'A new verification code has been sent to your email.' } }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<VerificationForm email="aline@example.com" onVerified={vi.fn()} />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('A new verification code has been sent to your email.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /resend/i }).textContent).toBe('Resend in 60s');
  });
});
