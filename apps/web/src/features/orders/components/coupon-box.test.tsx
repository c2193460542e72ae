import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CouponBox, type AppliedCoupon } from './coupon-box';
import { mockFetch, type MockHandler } from '@/test/utils';

const SUBTOTAL_50K = 5_000_000; // RWF 50,000 in minor units

function setup(handler: MockHandler, subtotalMinor = SUBTOTAL_50K) {
  const fetch = mockFetch({ 'POST /api/coupons/validate': handler });
  const onChange = vi.fn<(coupon: AppliedCoupon | null) => void>();
  render(<CouponBox subtotalMinor={subtotalMinor} onChange={onChange} />);
  const input = screen.getByLabelText(/coupon code/i) as HTMLInputElement;
  // One change per keystroke, at the fake clock's current time (user-event's own delays would wait on it).
  const user = {
    type: async (_el: HTMLElement, text: string) => {
      for (const ch of text) fireEvent.change(input, { target: { value: input.value + ch } });
    },
  };
  return { fetch, onChange, user, input };
}

const welcome = { code: 'WELCOME10', type: 'percentage' as const, value: 10, minAmount: null, maxDiscount: 20000 };

describe('CouponBox (spec 02 §5, §7: validated 400 ms after typing stops)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 400 ms after the last keystroke, then validates once with the whole code', async () => {
    const { fetch, user, input } = setup(() => ({ body: { success: true, message: 'Coupon applied', data: welcome } }));
    await user.type(input, 'WELCOME10');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'WELCOME10' });
  });

  it('restarts the wait while the customer keeps typing', async () => {
    const { fetch, user, input } = setup(() => ({ body: { success: true, message: 'Coupon applied', data: welcome } }));
    await user.type(input, 'WEL');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.type(input, 'COME10');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ code: 'WELCOME10' });
  });

  it('shows the server message and the discount computed on the subtotal', async () => {
    const { onChange, user, input } = setup(() => ({ body: { success: true, message: 'Coupon applied', data: welcome } }));
    await user.type(input, 'WELCOME10');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('status').textContent).toBe('Coupon applied: you save RWF 5,000');
    expect(onChange).toHaveBeenLastCalledWith({ code: 'WELCOME10', type: 'percentage', value: 10, discountMinor: 500_000 });
  });

  it('caps the discount at maxDiscount', async () => {
    const { onChange, user, input } = setup(() => ({ body: { success: true, message: 'Coupon applied', data: welcome } }), 30_000_000);
    await user.type(input, 'WELCOME10');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('status').textContent).toBe('Coupon applied: you save RWF 20,000');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ discountMinor: 2_000_000 }));
  });

  it('says so when the subtotal is below the coupon minimum, and applies nothing', async () => {
    const { onChange, user, input } = setup(() => ({ body: { success: true, message: 'Coupon applied', data: { ...welcome, minAmount: 100_000 } } }));
    await user.type(input, 'WELCOME10');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('status').textContent).toBe('This coupon needs a subtotal of at least RWF 100,000.');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the reason of a rejected coupon', async () => {
    const { onChange, user, input } = setup(() => ({ body: { success: false, message: 'This coupon has expired' } }));
    await user.type(input, 'OLD');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('status').textContent).toBe('This coupon has expired');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("falls back to 'Invalid coupon' when a rejection has no message", async () => {
    const { user, input } = setup(() => ({ body: { success: false, message: '' } }));
    await user.type(input, 'NOPE');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('status').textContent).toBe('Invalid coupon');
  });

  it("shows 'Failed to validate coupon' on a network error", async () => {
    const { user, input } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(input, 'WELCOME10');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('status').textContent).toBe('Failed to validate coupon');
  });
});
