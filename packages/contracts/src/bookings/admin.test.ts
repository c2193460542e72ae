import { describe, expect, it } from 'vitest';
import { ADMIN_BOOKING_STATUSES, AdminBookingStatusBody, BOOKING_TRANSITIONS, ClosureBody, canMoveBooking, closureCovers } from './admin.js';

describe('booking transitions', () => {
  it('names every status and only statuses', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...ADMIN_BOOKING_STATUSES].sort());
    for (const to of Object.values(BOOKING_TRANSITIONS).flat()) expect(ADMIN_BOOKING_STATUSES).toContain(to);
  });
  it('confirms a request, cancels live bookings, and never revives a cancelled one', () => {
    expect(canMoveBooking('requested', 'confirmed')).toBe(true);
    expect(canMoveBooking('confirmed', 'no_show')).toBe(true);
    expect(canMoveBooking('no_show', 'attended')).toBe(true);
    for (const to of ADMIN_BOOKING_STATUSES) expect(canMoveBooking('cancelled', to)).toBe(false);
    expect(canMoveBooking('requested', 'attended')).toBe(false);
    expect(canMoveBooking('bogus', 'confirmed')).toBe(false);
  });
  it('needs a reason to cancel', () => {
    expect(AdminBookingStatusBody.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(AdminBookingStatusBody.safeParse({ status: 'cancelled', reason: 'Ill' }).success).toBe(true);
    expect(AdminBookingStatusBody.safeParse({ status: 'attended' }).success).toBe(true);
  });
});

describe('closures', () => {
  const day = '2026-12-24';
  it('covers the whole day at every location without times or location', () => {
    const c = { date: day, from_time: null, to_time: null, location: null };
    expect(['09:00', '17:30'].every((t) => closureCovers(c, day, t, 'Main Branch') && closureCovers(c, day, t, null))).toBe(true);
    expect(closureCovers(c, '2026-12-25', '09:00', null)).toBe(false);
  });
  it('covers [from, to) at its location only', () => {
    const c = { date: day, from_time: '12:00', to_time: '14:00', location: 'Main Branch' };
    expect(['11:30', '12:00', '13:30', '14:00'].map((t) => closureCovers(c, day, t, 'Main Branch'))).toEqual([false, true, true, false]);
    expect(closureCovers(c, day, '12:00', 'City Center')).toBe(false);
    expect(closureCovers({ ...c, to_time: null }, day, '17:30', 'Main Branch')).toBe(true);
    expect(closureCovers({ ...c, from_time: null }, day, '09:00', 'Main Branch')).toBe(true);
  });
  it('refuses a range that ends before it starts, and needs a reason', () => {
    expect(ClosureBody.safeParse({ date: day, from_time: '14:00', to_time: '12:00', reason: 'x' }).success).toBe(false);
    expect(ClosureBody.safeParse({ date: day }).success).toBe(false);
    for (const date of ['2026-02-30', '2026-13-01', '2026-1-1']) expect(ClosureBody.safeParse({ date, reason: 'x' }).error?.issues[0]?.message, date).toBe('Please give the date as YYYY-MM-DD');
    expect(ClosureBody.parse({ date: day, reason: ' Holiday ', location: '' })).toEqual({ date: day, from_time: null, to_time: null, location: null, reason: 'Holiday' });
  });
});
