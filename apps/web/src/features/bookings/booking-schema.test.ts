import { describe, expect, it } from 'vitest';
import { paintingService as painting } from '@/test/services';
import { bookingSchema, EMPTY_BOOKING, toBookingBody } from './booking-schema';
import { addDays, bookingWindow, kigaliToday } from '@atelier/contracts';

const rules = { service: painting, first: '2026-12-01', last: '2026-12-31' };
const filled = {
  ...EMPTY_BOOKING,
  service: 'painting-sessions',
  location: 'Main Branch',
  number_of_people: '2',
  booking_date: '2026-12-02',
  booking_time: '10:00',
  last_name: 'Uwase',
  first_name: 'Aline',
  email: 'aline@example.com',
};
const messages = (draft: typeof filled, r = rules) => {
  const parsed = bookingSchema(r).safeParse(draft);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('bookingSchema (spec 02 §5 Booking)', () => {
  it('accepts a complete booking and builds the spec payload without any address of the team', () => {
    const parsed = bookingSchema(rules).parse({ ...filled, phone: '0788 123 456' });
    expect(toBookingBody(parsed)).toEqual({
      service: 'painting-sessions',
      location: 'Main Branch',
      type: null,
      number_of_people: 2,
      booking_date: '2026-12-02',
      booking_time: '10:00',
      first_name: 'Aline',
      last_name: 'Uwase',
      phone: '0788 123 456',
      email: 'aline@example.com',
      notes: '',
      sendNotification: true,
      sendCustomerConfirmation: true,
    });
  });

  it('marks each blank required field with the one spec message', () => {
    expect(messages({ ...EMPTY_BOOKING, number_of_people: '1' })).toEqual({
      service: 'Please fill all required fields.',
      location: 'Please fill all required fields.',
      booking_date: 'Please fill all required fields.',
      booking_time: 'Please fill all required fields.',
      last_name: 'Please fill all required fields.',
      first_name: 'Please fill all required fields.',
      email: 'Please fill all required fields.',
    });
  });

  it('needs a location only when the service has locations', () => {
    expect(messages({ ...filled, location: '' })).toEqual({ location: 'Please fill all required fields.' });
    expect(messages({ ...filled, location: '' }, { ...rules, service: { ...painting, locations: [] } })).toEqual({});
  });

  it.each([
    ['0', 'Number of people must be greater than 0.'],
    ['', 'Number of people must be greater than 0.'],
    ['-2', 'Number of people must be greater than 0.'],
    ['1.5', 'Number of people must be a whole number.'],
    ['101', 'At most 100 people per booking.'],
  ])('people %j → %s', (people, message) => {
    expect(messages({ ...filled, number_of_people: people })).toEqual({ number_of_people: message });
  });

  it('keeps the date inside today..+30 days', () => {
    expect(messages({ ...filled, booking_date: '2026-11-30' })).toEqual({ booking_date: 'Booking date cannot be in the past.' });
    expect(messages({ ...filled, booking_date: '2026-12-01' })).toEqual({});
    expect(messages({ ...filled, booking_date: '2026-12-31' })).toEqual({});
    expect(messages({ ...filled, booking_date: '2027-01-01' })).toEqual({ booking_date: 'Bookings open up to 30 days ahead.' });
  });

  it('checks the phone with libphonenumber (Rwandan by default) and the e-mail', () => {
    expect(messages({ ...filled, phone: '0788 123 456' })).toEqual({});
    expect(messages({ ...filled, phone: '+33 6 12 34 56 78' })).toEqual({});
    expect(messages({ ...filled, phone: '123' })).toEqual({ phone: 'Please enter a valid phone number.' });
    expect(messages({ ...filled, email: 'aline@' })).toEqual({ email: 'Please enter a valid email address.' });
  });
});

describe('Kigali dates', () => {
  it('counts the day in Kigali (UTC+2), not on the device', () => {
    expect(kigaliToday(new Date('2026-12-01T21:59:00Z'))).toBe('2026-12-01');
    expect(kigaliToday(new Date('2026-12-01T22:00:00Z'))).toBe('2026-12-02');
  });
  it('opens today through 30 days ahead, across months and years', () => {
    expect(bookingWindow(new Date('2026-12-15T08:00:00Z'))).toEqual({ first: '2026-12-15', last: '2027-01-14' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
