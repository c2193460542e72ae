import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, query, type TestContext } from '../../../test/helpers.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { addDays } from '@atelier/contracts';

// The clock: 12:10 in Kigali (10:10 UTC) on 2026-12-01.
const clock = new Date('2026-12-01T10:10:00Z');
const TODAY = '2026-12-01';
const TOMORROW = '2026-12-02';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url }, { now: () => clock });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const slots = (date: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api/bookings/available-slots/${date}${query}` });
const book = (over: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      service: 'painting-sessions',
      location: 'Main Branch',
      type: 'Art Studio',
      number_of_people: 2,
      booking_date: TOMORROW,
      booking_time: '10:00',
      first_name: 'Aline',
      last_name: 'Uwase',
      phone: '0788 123 456',
      email: 'aline@example.com',
      notes: 'Birthday group',
      ...over,
    },
  });

describe('GET /api/services', () => {
  it('lists the five services from the database with their choices', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/services' })).json();
    expect(data.map((s: { slug: string }) => s.slug)).toEqual(['custom-shoes', 'painting-sessions', 'dance-sessions', 'books', 'art-supplies']);
    expect(data[0]).toMatchObject({ featured: true, button_label: 'BUY NOW', target: '/store' });
    expect(data[1]).toMatchObject({ button_label: 'BOOK NOW', target: '/book', locations: ['Main Branch', 'City Center', 'East Wing'], types: ['Art Studio', 'Creative Hub', 'Workshop Center'] });
    expect(data[2].types).toEqual(['Modern dance', 'Traditional dance']);
    expect(data[3]).toMatchObject({ button_label: 'ORDER NOW', target: '/soon' });
  });
});

describe('available slots', () => {
  it('offers every half hour 09:00–17:30 on a future day', async () => {
    const { available_slots, remaining } = (await slots(TOMORROW, '?location=Main%20Branch')).json();
    expect(available_slots).toHaveLength(18);
    expect(available_slots[0]).toBe('09:00');
    expect(available_slots.at(-1)).toBe('17:30');
    expect(remaining['09:00']).toBe(10);
  });

  it('does not offer times of today that have begun', async () => {
    const { available_slots } = (await slots(TODAY, '?location=Main%20Branch')).json();
    expect(available_slots[0]).toBe('12:30');
  });

  it('offers nothing before today or after 30 days, and refuses a malformed date', async () => {
    expect((await slots(addDays(TODAY, -1))).json().available_slots).toEqual([]);
    expect((await slots(addDays(TODAY, 30))).json().available_slots).toHaveLength(18);
    expect((await slots(addDays(TODAY, 31))).json().available_slots).toEqual([]);
    expect((await slots('2026-02-30')).json().available_slots).toEqual([]);
    expect((await slots('tomorrow')).statusCode).toBe(400);
  });

  it('counts the people already booked against the capacity of 10 per slot and location', async () => {
    expect((await book({ number_of_people: 8, booking_time: '11:00', location: 'City Center' })).statusCode).toBe(201);
    const forTwo = (await slots(TOMORROW, '?location=City%20Center&people=2')).json();
    expect(forTwo.remaining['11:00']).toBe(2);
    const forThree = (await slots(TOMORROW, '?location=City%20Center&people=3')).json();
    expect(forThree.available_slots).not.toContain('11:00');
    // Another location keeps its own places.
    expect((await slots(TOMORROW, '?location=East%20Wing&people=3')).json().available_slots).toContain('11:00');
  });
});

describe('available slots: locations and large groups', () => {
  it('refuses a location no service offers with 400 and a readable message', async () => {
    const res = await slots(TOMORROW, '?location=Mars%20Base');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown location. Please choose one of the listed locations.');
  });

  it('tells a group larger than one session that it can request every time not yet begun', async () => {
    const small = (await slots(TOMORROW, '?location=Main%20Branch&people=10')).json();
    expect(small).toMatchObject({ capacity_per_slot: 10, group_request: false });
    const big = (await slots(TOMORROW, '?location=Main%20Branch&people=12')).json();
    expect(big).toMatchObject({ capacity_per_slot: 10, group_request: true, remaining: {} });
    expect(big.available_slots).toHaveLength(18);
    expect((await slots(TODAY, '?location=Main%20Branch&people=12')).json().available_slots[0]).toBe('12:30');
    expect((await slots(addDays(TODAY, 31), '?location=Main%20Branch&people=12')).json().available_slots).toEqual([]);
  });
});

describe('group requests', () => {
  const DAY = addDays(TODAY, 10);
  const request = (over: Record<string, unknown> = {}) => book({ booking_date: DAY, booking_time: '11:00', number_of_people: 12, group_request: true, email: 'group@example.com', ...over });

  it('saves a group larger than a session as requested, takes no places, and mails both sides a request', async () => {
    await ctx.app.mailer.flush();
    smtp.mails.length = 0;
    const res = await request();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'We e-mailed you a copy and will contact you to confirm the date and time. Nothing is booked until we confirm.',
      booking: { status: 'requested', number_of_people: 12, booking_date: DAY, booking_time: '11:00', location: 'Main Branch' },
    });
    const [row] = await query<{ status: string }>(ctx, sql`select status from bookings where id = ${res.json().id}`);
    expect(row!.status).toBe('requested');
    // The slot keeps all its places: a group of 10 can still book it.
    expect((await slots(DAY, '?location=Main%20Branch&people=10')).json().remaining['11:00']).toBe(10);
    expect((await book({ booking_date: DAY, booking_time: '11:00', number_of_people: 10 })).statusCode).toBe(201);
    await ctx.app.mailer.flush();
    const customer = smtp.mails.find((m) => m.to[0] === 'group@example.com')!;
    expect(customer.raw).toMatch(/^Subject: Group request received: Painting Sessions/m);
    expect(customer.raw).toContain('Nothing is booked until we confirm.');
    expect(customer.raw).not.toMatch(/confirmed/i);
    expect(customer.raw).not.toMatch(/text\/calendar/i);
    const team = smtp.mails.find((m) => m.to[0] === 'sales@atelier.rw' && /Group request/.test(m.raw))!;
    expect(team.raw).toMatch(/^Subject: Group request: Painting Sessions, [0-9-]+ 11:00, 12 people/m);
  });

  it('books a group larger than a session only as a request', async () => {
    const res = await book({ booking_date: DAY, booking_time: '12:00', number_of_people: 12 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Selected time is no longer available. Please choose another.');
  });

  it.each([
    [{ number_of_people: 10 }, 'Your group fits in one session: please book a time directly.', 400],
    [{ booking_time: '10:15' }, 'Selected time is no longer available. Please choose another.', 409],
    [{ booking_date: TODAY, booking_time: '09:00' }, 'Selected time is no longer available. Please choose another.', 409],
    [{ booking_date: addDays(TODAY, 31) }, 'Bookings open up to 30 days ahead.', 400],
    [{ location: 'Mars Base' }, 'Please fill all required fields.', 400],
  ])('refuses a request %o → "%s"', async (over, message, status) => {
    const res = await request(over);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
  });
});

describe('POST /api/bookings', () => {
  it('books, then mails the team (settings address) and the customer (booking address) with a calendar file', async () => {
    await ctx.app.mailer.flush(); // earlier tests' mails may still be on their way
    smtp.mails.length = 0;
    const res = await book({ salesTeamEmail: 'attacker@example.com', customerEmail: 'victim@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Booking created successfully. Confirmation emails sent to you and our team. We will contact you soon.',
      booking: { service: 'Painting Sessions', location: 'Main Branch', type: 'Art Studio', number_of_people: 2, booking_date: TOMORROW, booking_time: '10:00', phone: '+250788123456' },
    });
    expect(res.json().id).toBe(res.json().booking.id);
    await ctx.app.mailer.flush();
    expect(smtp.mails.map((m) => m.to).sort()).toEqual([['aline@example.com'], ['sales@atelier.rw']]);
    for (const mail of smtp.mails) {
      expect(mail.raw).toContain('Painting Sessions');
      expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
      const ics = Buffer.from(
        /Content-Transfer-Encoding: base64\r\n(?:.*\r\n)*?\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(mail.raw.slice(mail.raw.search(/text\/calendar/i)))?.[1] ?? '',
        'base64',
      ).toString();
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('DTSTART:20261202T080000Z'); // 10:00 in Kigali
    }
  });

  it.each([
    [{ service: '' }, 'Please fill all required fields.', 400],
    [{ first_name: '' }, 'Please fill all required fields.', 400],
    [{ location: '' }, 'Please fill all required fields.', 400],
    [{ number_of_people: 0 }, 'Number of people must be greater than 0.', 400],
    [{ number_of_people: 2.5 }, 'Number of people must be a whole number.', 400],
    [{ number_of_people: '2.5' }, 'Number of people must be a whole number.', 400],
    [{ booking_date: addDays(TODAY, -1) }, 'Booking date cannot be in the past.', 400],
    [{ booking_date: addDays(TODAY, 31) }, 'Bookings open up to 30 days ahead.', 400],
    [{ booking_date: TODAY, booking_time: '09:30' }, 'Selected time is no longer available. Please choose another.', 409],
    [{ booking_time: '10:15' }, 'Selected time is no longer available. Please choose another.', 409],
    [{ phone: '123' }, 'Please enter a valid phone number.', 400],
    [{ email: 'nope' }, 'Please enter a valid email address.', 400],
  ])('%o → "%s"', async (over, message, status) => {
    const res = await book(over);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
  });

  it('refuses a group bigger than the places left', async () => {
    await book({ number_of_people: 9, booking_time: '15:00', location: 'East Wing' });
    const res = await book({ number_of_people: 2, booking_time: '15:00', location: 'East Wing' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Selected time is no longer available. Please choose another.');
  });

  it('cannot overbook: of two parallel requests for the last places, exactly one succeeds', async () => {
    await book({ number_of_people: 5, booking_time: '16:00' });
    const results = await Promise.all([book({ number_of_people: 5, booking_time: '16:00' }), book({ number_of_people: 5, booking_time: '16:00' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // Six at once for the five places of another slot: one wins, the others are told it is gone.
    await book({ number_of_people: 5, booking_time: '16:30' });
    const many = await Promise.all(Array.from({ length: 6 }, () => book({ number_of_people: 5, booking_time: '16:30' })));
    expect(many.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await slots(TOMORROW, '?location=Main%20Branch')).json().available_slots).not.toContain('16:00');
  });

  it('books a service without locations, by name', async () => {
    const res = await book({ service: 'Dance Sessions', location: null, type: 'Traditional dance', booking_time: '14:00' });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking).toMatchObject({ service: 'Dance Sessions', location: null, type: 'Traditional dance' });
  });
});

describe('settings that are the owner’s', () => {
  const setSetting = (key: string, value: Record<string, unknown>) => query(ctx, sql`update settings set value = ${JSON.stringify(value)}::jsonb where key = ${key}`);
  const settingOf = async (key: string) => (await query<{ value: Record<string, unknown> }>(ctx, sql`select value from settings where key = ${key}`))[0]!.value;

  it('takes the slot capacity from the booking settings', async () => {
    const before = await settingOf('bookings');
    await setSetting('bookings', { capacity_per_slot: 3 });
    try {
      const day = addDays(TODAY, 5);
      expect((await slots(day, '?location=Main%20Branch')).json().remaining['09:00']).toBe(3);
      expect((await book({ booking_date: day, booking_time: '09:00', number_of_people: 3 })).statusCode).toBe(201);
      expect((await slots(day, '?location=Main%20Branch')).json().available_slots).not.toContain('09:00');
      const res = await book({ booking_date: day, booking_time: '09:30', number_of_people: 4 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Selected time is no longer available. Please choose another.');
    } finally {
      await setSetting('bookings', before);
    }
  });

  it('mails the team at the sales address the settings hold, whatever the request says', async () => {
    const before = await settingOf('store');
    await setSetting('store', { ...before, sales_email: 'studio-team@example.org' });
    try {
      await ctx.app.mailer.flush();
      smtp.mails.length = 0;
      const res = await book({ booking_date: addDays(TODAY, 6), booking_time: '13:00', email: 'Guest@Example.com', salesTeamEmail: 'other@example.com', sendNotification: false });
      expect(res.statusCode).toBe(201);
      await ctx.app.mailer.flush();
      expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(['guest@example.com', 'studio-team@example.org']);
      const team = smtp.mails.find((m) => m.to[0] === 'studio-team@example.org')!;
      expect(team.raw).toContain('guest@example.com');
      expect(team.raw).toMatch(/^Subject: New booking: Painting Sessions, 2026-12-07 13:00, 2 people/m);
    } finally {
      await setSetting('store', before);
    }
  });

  it('offers no time of today once the last slot has begun', async () => {
    const late = await buildTestApp({}, { now: () => new Date('2026-12-01T15:31:00Z') }); // 17:31 in Kigali
    try {
      const res = await late.app.inject({ method: 'GET', url: `/api/bookings/available-slots/${TODAY}` });
      expect(res.json().available_slots).toEqual([]);
      const booked = await late.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { service: 'dance-sessions', number_of_people: 1, booking_date: TODAY, booking_time: '17:30', first_name: 'A', last_name: 'B', email: 'a@example.com' },
      });
      expect(booked.statusCode).toBe(409);
    } finally {
      await late.close();
    }
  });
});
