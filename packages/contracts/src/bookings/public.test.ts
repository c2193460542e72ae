import { describe, expect, it } from 'vitest';
import { CreateBookingBody, FALLBACK_SLOTS } from './public.js';

describe('booking rules (spec 02 §5, §9)', () => {
  it('falls back to half-hour slots from 09:00 to 17:30', () => {
    expect(FALLBACK_SLOTS[0]).toBe('09:00');
    expect(FALLBACK_SLOTS.at(-1)).toBe('17:30');
    expect(FALLBACK_SLOTS).toHaveLength(18);
    expect(new Set(FALLBACK_SLOTS).size).toBe(18);
  });

  const valid = { service: 'painting', number_of_people: 2, booking_date: '2026-12-01', booking_time: '10:30', first_name: 'A', last_name: 'B', email: 'A@B.co', phone: '0788 123 456' };
  const first = (v: unknown) => {
    const r = CreateBookingBody.safeParse(v);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('normalises a valid booking', () => {
    const r = CreateBookingBody.parse({ ...valid, salesTeamEmail: 'attacker@example.com' });
    expect(r).toMatchObject({ email: 'a@b.co', phone: '+250788123456', notes: '' });
  });

  it.each([
    [{ service: '' }, 'Please fill all required fields.'],
    [{ first_name: ' ' }, 'Please fill all required fields.'],
    [{ email: undefined }, 'Please fill all required fields.'],
    [{ booking_time: '' }, 'Please fill all required fields.'],
    [{ number_of_people: 0 }, 'Number of people must be greater than 0.'],
    [{ number_of_people: -3 }, 'Number of people must be greater than 0.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{ phone: '12' }, 'Please enter a valid phone number.'],
  ])('%o → "%s"', (override, message) => {
    expect(first({ ...valid, ...override })).toBe(message);
  });
});
