import { describe, expect, it } from 'vitest';
import { bookingWindow } from '../bookings/index.js';
import { addDays, isCalendarDate, kigaliDateTime, kigaliDayStart, kigaliInstant, kigaliNow, kigaliRange, kigaliToday, kigaliTodayAndWeek, weekStart } from './kigali-time.js';

describe("Kigali's calendar", () => {
  it('reads an instant as its day and time in Kigali (UTC+2), whatever the process zone', () => {
    expect(kigaliDateTime(new Date('2026-11-24T22:30:00Z'))).toEqual({ date: '2026-11-25', time: '00:30' });
    expect(kigaliDateTime(new Date('2026-11-24T21:59:00Z'))).toEqual({ date: '2026-11-24', time: '23:59' });
    expect(kigaliToday(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
    expect(kigaliNow(new Date('2026-12-01T10:10:00Z'))).toBe('12:10');
    expect(kigaliNow(new Date('2026-12-01T22:05:00Z'))).toBe('00:05');
  });

  it('moves a day by calendar days, across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('tells a real calendar date from a look-alike', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('today')).toBe(false);
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('gives the instants of Kigali days and times', () => {
    expect(kigaliDayStart('2026-11-25').toISOString()).toBe('2026-11-24T22:00:00.000Z');
    expect(kigaliInstant('2026-12-02', '10:00').toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });

  it('reads a filter: a bare date is a whole Kigali day, an ISO time is taken as it is', () => {
    expect(kigaliRange('2026-11-25', '2026-11-25')).toEqual({ from: new Date('2026-11-24T22:00:00Z'), to: new Date('2026-11-25T22:00:00Z') });
    expect(kigaliRange('2026-11-25T10:00:00Z')).toEqual({ from: new Date('2026-11-25T10:00:00Z'), to: undefined });
    expect(kigaliRange()).toEqual({ from: undefined, to: undefined });
  });

  it("gives the start of Kigali's today and week (Monday)", () => {
    // Sunday 29 November 2026, 00:30 in Kigali (still Saturday in UTC).
    expect(kigaliTodayAndWeek(new Date('2026-11-28T22:30:00Z'))).toEqual({ today: new Date('2026-11-28T22:00:00Z'), week: new Date('2026-11-22T22:00:00Z') });
  });

  it('opens bookings from today through 30 days ahead, in Kigali (spec 02 §9)', () => {
    expect(bookingWindow(new Date('2026-12-15T08:00:00Z'))).toEqual({ first: '2026-12-15', last: '2027-01-14' });
    expect(bookingWindow(new Date('2026-12-14T22:30:00Z'))).toEqual({ first: '2026-12-15', last: '2027-01-14' });
  });
});
