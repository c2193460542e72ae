import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, buildTestApp, query, settled, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { addDays } from '@atelier/contracts';

// The clock: 12:10 in Kigali (10:10 UTC) on 2026-12-01.
const clock = new Date('2026-12-01T10:10:00Z');
const TODAY = '2026-12-01';
const TOMORROW = '2026-12-02';
const LATER = '2026-12-05';

let ctx: TestContext;
let staff: ReturnType<typeof as>;
let owner: ReturnType<typeof as>;
let staffId: string;
beforeAll(async () => {
  ctx = await buildTestApp({}, { now: () => clock });
  const s = await signUpAs(ctx, 'staff');
  staffId = s.user.id;
  staff = as(ctx, s.token);
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
});
afterAll(() => ctx.close());

let n = 0;
const caller = (over: Record<string, unknown> = {}) => ({
  service: 'painting-sessions',
  location: 'Main Branch',
  type: 'Art Studio',
  number_of_people: 2,
  booking_date: TOMORROW,
  booking_time: '10:00',
  first_name: 'Claudine',
  last_name: 'Mukamana',
  phone: '0788 555 111',
  email: `caller${++n}@example.com`,
  notes: '',
  ...over,
});
const bookForCaller = (over: Record<string, unknown> = {}) => staff({ method: 'POST', url: '/api/admin/bookings', payload: caller(over) });
const publicBook = (over: Record<string, unknown> = {}) => ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: caller(over) });
const slots = (date: string, location = 'Main Branch') => ctx.app.inject({ method: 'GET', url: `/api/bookings/available-slots/${date}?location=${encodeURIComponent(location)}` });
const audit = (entityId: string) =>
  query<{ action: string; actor_id: string; reason: string | null; before: unknown; after: unknown }>(
    ctx,
    sql`select action, actor_id, reason, before, after from audit_log where entity_id = ${entityId} order by id`,
  );
async function mailsTo(email: string) {
  await settled(ctx);
  return query<{ kind: string; subject: string; text_body: string; attachments: Array<{ filename: string; content: string; contentType: string }> | null }>(
    ctx,
    sql`select kind, subject, text_body, attachments from outbox where to_address = ${email} order by created_at`,
  );
}

/** The confirmation link a customer's e-mail carries (docs/decisions/105). */
function linkIn(text: string): string {
  const m = /See your booking and its status: (\S+)/.exec(text);
  if (!m) throw new Error(`no confirmation link in: ${text}`);
  return m[1]!;
}
/** GET /api/bookings/{id}?key= as the store page asks it for a link of the e-mail. */
const statusOf = (link: string) => {
  const u = new URL(link);
  expect(u.pathname).toMatch(/^\/bookings\/[0-9a-f-]{36}$/);
  return ctx.app.inject({ method: 'GET', url: `/api${u.pathname}${u.search}` });
};

describe('POST /api/admin/bookings (for a caller)', () => {
  it('books with the public form’s rules, mails the customer and the team, and audits who booked', async () => {
    const res = await bookForCaller();
    expect(res.statusCode).toBe(201);
    const booking = res.json().booking;
    expect(booking).toMatchObject({ service: 'Painting Sessions', status: 'confirmed', phone: '+250788555111', allowed_transitions: ['cancelled', 'attended', 'no_show'] });
    expect((await mailsTo(booking.email)).map((m) => m.kind)).toEqual(['booking_customer']);
    expect(await audit(booking.id)).toEqual([expect.objectContaining({ action: 'booking.created', actor_id: staffId })]);
  });

  it('books a caller who gave only a phone number: the team is told, no e-mail goes out to the caller; neither phone nor e-mail is refused', async () => {
    const at = { booking_date: addDays(TODAY, 3), booking_time: '14:00' };
    const res = await bookForCaller({ ...at, email: undefined, phone: '0788 555 222' });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    expect(booking).toMatchObject({ email: '', phone: '+250788555222', status: 'confirmed' });
    await settled(ctx);
    const sent = await query<{ kind: string; to_address: string }>(ctx, sql`select kind, to_address from outbox where text_body like ${'%0788 555 222%'} or text_body like ${'%+250788555222%'}`);
    expect(sent.map((m) => m.kind)).toEqual(['booking_team']);
    // Cancelling it mails nobody either.
    expect((await staff({ method: 'POST', url: `/api/admin/bookings/${booking.id}/status`, payload: { status: 'cancelled', reason: 'Called to cancel' } })).statusCode).toBe(200);
    expect(await mailsTo('')).toEqual([]);

    const neither = await bookForCaller({ ...at, email: '', phone: '' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error).toBe('Please enter a phone number or an e-mail address.');
    const french = await staff({
      method: 'POST',
      url: '/api/admin/bookings',
      payload: caller({ ...at, email: '', phone: '' }),
      headers: { 'accept-language': 'fr', referer: 'http://localhost/admin/bookings/new' },
    });
    expect(french.json().error).toBe('Veuillez saisir un numéro de téléphone ou une adresse e-mail.');
    expect((await bookForCaller({ ...at, email: 'not-an-address' })).json().error).toBe('Please enter a valid email address.');
    // The public form still needs the e-mail its confirmation goes to.
    expect((await publicBook({ ...at, email: undefined })).statusCode).toBe(400);
  });

  it.each([
    [{ first_name: '' }, 'Please fill all required fields.', 400],
    [{ number_of_people: 0 }, 'Number of people must be greater than 0.', 400],
    [{ booking_date: addDays(TODAY, -1) }, 'Booking date cannot be in the past.', 400],
    [{ booking_date: addDays(TODAY, 31) }, 'Bookings open up to 30 days ahead.', 400],
    [{ booking_time: '10:15' }, 'Selected time is no longer available. Please choose another.', 409],
    [{ number_of_people: 11 }, 'Selected time is no longer available. Please choose another.', 409],
  ])('%o → "%s"', async (over, message, status) => {
    const res = await bookForCaller(over);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
  });
});

describe('GET /api/admin/bookings', () => {
  it('lists a range with places left per slot and location, and finds by name, e-mail or phone', async () => {
    const a = (await bookForCaller({ booking_date: LATER, booking_time: '11:00', number_of_people: 3, first_name: 'Eric', last_name: 'Habimana', phone: '0722 000 999' })).json().booking;
    await bookForCaller({ booking_date: LATER, booking_time: '11:00', number_of_people: 4, location: 'City Center' });
    const res = await staff({ method: 'GET', url: `/api/admin/bookings?from=${LATER}&to=${LATER}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(res.headers['x-total-count']).toBe(String(body.total));
    expect(body.bookings.map((b: { id: string }) => b.id)).toContain(a.id);
    const slot = (time: string, location: string | null) => body.slots.find((s: { time: string; location: string | null }) => s.time === time && s.location === location);
    expect(slot('11:00', 'Main Branch')).toMatchObject({ date: LATER, capacity: 10, booked: 3, left: 7, closed: false });
    expect(slot('11:00', 'City Center')).toMatchObject({ booked: 4, left: 6 });
    expect(slot('11:00', null)).toMatchObject({ booked: 0, left: 10 }); // dance sessions have no location
    expect(body.slots.filter((s: { date: string }) => s.date === LATER)).toHaveLength(18 * 4);

    for (const q of ['habimana', 'Eric H', a.email, '0722000999', '+250 722 000 999']) {
      const found = (await staff({ method: 'GET', url: `/api/admin/bookings?from=${TODAY}&q=${encodeURIComponent(q)}` })).json().bookings;
      expect(
        found.map((b: { id: string }) => b.id),
        q,
      ).toEqual([a.id]);
    }
    const cancelled = (await staff({ method: 'GET', url: `/api/admin/bookings?from=${TODAY}&status=cancelled` })).json();
    expect(cancelled.bookings.every((b: { status: string }) => b.status === 'cancelled')).toBe(true);
  });

  it.each([
    ['from=2026-13-01', 'Please give from as YYYY-MM-DD'],
    ['to=2026-02-30', 'Please give to as YYYY-MM-DD'],
    ['from=tomorrow', 'Please give from as YYYY-MM-DD'],
    ['from=2026-12-05&to=2026-12-01', 'The end date must not be before the start date'],
    ['status=lost', 'status must be one of confirmed, requested, cancelled, attended, no_show'],
    ['limit=500', 'limit must be between 1 and 100'],
  ])('?%s → 400 "%s"', async (qs, message) => {
    const res = await staff({ method: 'GET', url: `/api/admin/bookings?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('sorts soonest or latest first, and a long list still gives places left in each listed booking’s slot', async () => {
    const far = addDays(TODAY, 120);
    // Bookings open 30 days ahead; a reschedule may go a year ahead.
    const x = (await bookForCaller({ booking_date: addDays(TODAY, 25), booking_time: '10:30', number_of_people: 3, last_name: 'Sortable' })).json().booking;
    expect((await staff({ method: 'POST', url: `/api/admin/bookings/${x.id}/reschedule`, payload: { booking_date: far, booking_time: '10:30' } })).statusCode).toBe(200);
    const y = (await bookForCaller({ booking_date: addDays(TODAY, 20), booking_time: '10:30', number_of_people: 1, last_name: 'Sortable' })).json().booking;
    const ids = async (sort?: string) => {
      const res = await staff({ method: 'GET', url: `/api/admin/bookings?from=${TODAY}&to=${addDays(TODAY, 365)}&q=Sortable${sort ? `&sort=${sort}` : ''}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect((await ids()).bookings.map((b: { id: string }) => b.id)).toEqual([y.id, x.id]);
    const latest = await ids('-date');
    expect(latest.bookings.map((b: { id: string }) => b.id)).toEqual([x.id, y.id]);
    expect(latest.slots).toEqual(
      expect.arrayContaining([
        { date: far, time: '10:30', location: 'Main Branch', capacity: 10, booked: 3, left: 7, closed: false },
        { date: addDays(TODAY, 20), time: '10:30', location: 'Main Branch', capacity: 10, booked: 1, left: 9, closed: false },
      ]),
    );
    expect(latest.slots).toHaveLength(2);
    const bad = await staff({ method: 'GET', url: '/api/admin/bookings?sort=price' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('sort must be one of date, -date');
  });

  it('exports CSV for the owner: BOM, header, RFC 4180 quoting', async () => {
    await bookForCaller({ booking_date: LATER, booking_time: '15:00', notes: 'Says "hi", twice\nand more' });
    const res = await owner({ method: 'GET', url: `/api/admin/bookings.csv?from=${LATER}&to=${LATER}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFbooking_date,booking_time,service,location,type,number_of_people,status,first_name,last_name,email,phone,notes,created_at\r\n')).toBe(true);
    expect(res.body).toContain('"Says ""hi"", twice\nand more"');
    expect((await staff({ method: 'GET', url: '/api/admin/bookings.csv' })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/bookings/{id}/status', () => {
  it('cancels with a reason: the customer gets it with a cancelling calendar file; audited', async () => {
    const b = (await bookForCaller({ booking_time: '12:00' })).json().booking;
    expect((await staff({ method: 'POST', url: `/api/admin/bookings/${b.id}/status`, payload: { status: 'cancelled' } })).json().error).toBe('Please give a reason for cancelling this booking');
    const res = await staff({ method: 'POST', url: `/api/admin/bookings/${b.id}/status`, payload: { status: 'cancelled', reason: 'The teacher is ill' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', status_reason: 'The teacher is ill', allowed_transitions: [] });
    const mail = (await mailsTo(b.email)).at(-1)!;
    expect(mail.kind).toBe('booking_cancelled');
    expect(mail.text_body).toContain('Reason: The teacher is ill');
    expect(mail.text_body).toContain('Status: cancelled');
    const ics = mail.attachments![0]!;
    expect(ics.contentType).toContain('method=CANCEL');
    expect(ics.content).toContain('METHOD:CANCEL');
    expect(ics.content).toContain('STATUS:CANCELLED');
    expect(ics.content).toContain(`UID:${b.id}@atelier`);
    expect(ics.content).toContain('SEQUENCE:1');
    expect(await audit(b.id)).toEqual([
      expect.objectContaining({ action: 'booking.created' }),
      expect.objectContaining({
        action: 'booking.cancelled',
        actor_id: staffId,
        reason: 'The teacher is ill',
        before: expect.objectContaining({ status: 'confirmed' }),
        after: expect.objectContaining({ status: 'cancelled' }),
      }),
    ]);
    // The customer's confirmation link (in every mail) shows the status as it is now.
    const url = linkIn(mail.text_body);
    expect(url).toBe(linkIn((await mailsTo(b.email))[0]!.text_body));
    const link = await statusOf(url);
    expect(link.statusCode).toBe(200);
    expect(link.json().booking).toEqual({
      id: b.id,
      first_name: 'Claudine',
      service: 'Painting Sessions',
      location: 'Main Branch',
      type: 'Art Studio',
      number_of_people: 2,
      booking_date: TOMORROW,
      booking_time: '12:00',
      status: 'cancelled',
      status_reason: 'The teacher is ill',
      rescheduled: false,
      updated_at: expect.any(String),
    });
    // Its places are free again, and a cancelled booking cannot come back.
    expect((await slots(TOMORROW)).json().remaining['12:00']).toBe(10);
    const again = await staff({ method: 'POST', url: `/api/admin/bookings/${b.id}/status`, payload: { status: 'confirmed' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A booking that is cancelled cannot become confirmed');
  });

  it('confirms a requested group booking and tells the customer', async () => {
    const request = await publicBook({ group_request: true, number_of_people: 25, booking_date: LATER, booking_time: '14:00', location: 'East Wing', email: 'group@example.com' });
    expect(request.statusCode).toBe(201);
    const row = request.json().booking;
    expect(row.status).toBe('requested');
    const res = await staff({ method: 'POST', url: `/api/admin/bookings/${row.id}/status`, payload: { status: 'confirmed' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe('confirmed');
    const mail = (await mailsTo('group@example.com')).at(-1)!;
    expect(mail.kind).toBe('booking_confirmed');
    expect(mail.text_body).toContain('Status: confirmed');
    expect((await statusOf(linkIn(mail.text_body))).json().booking.status).toBe('confirmed');
  });

  it('marks a begun session attended or no-show (and corrects it), never a future one', async () => {
    const [row] = await query<{ id: string }>(
      ctx,
      sql`insert into bookings (service, location, number_of_people, booking_date, booking_time, first_name, last_name, phone, email) values ('Painting Sessions', 'Main Branch', 2, ${TODAY}, '09:00', 'Past', 'Session', '', 'past@example.com') returning id`,
    );
    const mark = (id: string, status: string) => staff({ method: 'POST', url: `/api/admin/bookings/${id}/status`, payload: { status } });
    expect((await mark(row!.id, 'no_show')).json().booking.status).toBe('no_show');
    expect((await mark(row!.id, 'attended')).json().booking.status).toBe('attended');
    const future = (await bookForCaller({ booking_time: '13:00' })).json().booking;
    const res = await mark(future.id, 'attended');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This session has not begun yet');
  });

  it('answers 404 for an unknown booking and 400 for an unknown status', async () => {
    const missing = await staff({ method: 'POST', url: '/api/admin/bookings/00000000-0000-4000-8000-000000000000/status', payload: { status: 'confirmed' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Booking not found');
    expect((await staff({ method: 'POST', url: '/api/admin/bookings/not-an-id/status', payload: { status: 'confirmed' } })).statusCode).toBe(404);
    const bad = await staff({ method: 'POST', url: '/api/admin/bookings/00000000-0000-4000-8000-000000000000/status', payload: { status: 'requested' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('status must be one of confirmed, cancelled, attended, no_show');
  });
});

describe('POST /api/admin/bookings/{id}/reschedule', () => {
  const move = (id: string, payload: Record<string, unknown>) => staff({ method: 'POST', url: `/api/admin/bookings/${id}/reschedule`, payload });

  it('moves into a free slot, frees the old one, mails the updated calendar file and audits', async () => {
    const b = (await bookForCaller({ booking_time: '09:30', number_of_people: 4 })).json().booking;
    const res = await move(b.id, { booking_date: LATER, booking_time: '16:30', location: 'City Center' });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ booking_date: LATER, booking_time: '16:30', location: 'City Center', status: 'confirmed' });
    expect((await slots(TOMORROW)).json().remaining['09:30']).toBe(10);
    expect((await slots(LATER, 'City Center')).json().remaining['16:30']).toBe(6);
    const mail = (await mailsTo(b.email)).at(-1)!;
    expect(mail.kind).toBe('booking_rescheduled');
    expect(mail.text_body).toContain(`has moved to ${LATER} at 16:30`);
    expect(mail.text_body).toContain('Status: confirmed');
    expect(mail.attachments![0]!.content).toContain('SEQUENCE:1');
    expect(mail.attachments![0]!.content).toContain('DTSTART:20261205T143000Z');
    expect((await statusOf(linkIn(mail.text_body))).json().booking).toMatchObject({ status: 'confirmed', booking_date: LATER, booking_time: '16:30', location: 'City Center', rescheduled: true });
    expect((await audit(b.id)).at(-1)).toMatchObject({
      action: 'booking.rescheduled',
      before: { booking_time: '09:30', location: 'Main Branch' },
      after: { booking_time: '16:30', location: 'City Center' },
    });
  });

  it('refuses a full, closed, begun or unknown slot, the same slot, and a cancelled booking', async () => {
    const b = (await bookForCaller({ booking_time: '11:30', number_of_people: 3 })).json().booking;
    await bookForCaller({ booking_time: '17:00', number_of_people: 8 });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ booking_date: TOMORROW, booking_time: '17:00' }, 409, 'That time has no places left. Please choose another.'],
      [{ booking_date: TODAY, booking_time: '09:00' }, 409, 'That time has already begun. Please choose a later one.'],
      [{ booking_date: TOMORROW, booking_time: '11:30' }, 400, 'The booking is already at that time'],
      [{ booking_date: TOMORROW, booking_time: '12:00', location: 'Moon Base' }, 400, 'Please choose one of the listed locations'],
      [{ booking_date: addDays(TODAY, -1), booking_time: '12:00' }, 400, 'Booking date cannot be in the past.'],
      [{ booking_date: addDays(TODAY, 400), booking_time: '12:00' }, 400, 'A booking can be moved at most a year ahead'],
      [{ booking_date: TOMORROW, booking_time: '9am' }, 400, 'Please give the time as HH:MM'],
      [{ booking_date: TOMORROW, booking_time: '20:00' }, 409, 'Selected time is no longer available. Please choose another.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await move(b.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toBe(message);
    }
    expect((await owner({ method: 'POST', url: '/api/admin/closures', payload: { date: addDays(TODAY, 3), reason: 'Holiday' } })).statusCode).toBe(201);
    const closed = await move(b.id, { booking_date: addDays(TODAY, 3), booking_time: '12:00' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('We are closed at that time. Please choose another.');
    await staff({ method: 'POST', url: `/api/admin/bookings/${b.id}/status`, payload: { status: 'cancelled', reason: 'Asked to' } });
    const gone = await move(b.id, { booking_date: TOMORROW, booking_time: '12:30' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe('Only a requested or confirmed booking can be moved');
    expect((await move('00000000-0000-4000-8000-000000000000', { booking_date: TOMORROW, booking_time: '12:30' })).statusCode).toBe(404);
  });

  it('counts the places of the booking’s own service, as booking does', async () => {
    const svc = await owner({
      method: 'POST',
      url: '/api/admin/services',
      payload: { name: 'Pottery Duo', description: 'Clay', button_label: 'BOOK NOW', target: '/book', locations: ['Main Branch'], types: [], places_per_slot: 3 },
    });
    expect(svc.statusCode).toBe(201);
    const date = addDays(TODAY, 8);
    // 2 people of another service at 14:00; the pottery slot holds 3 in all, so 1 place is left for pottery.
    await bookForCaller({ booking_date: date, booking_time: '14:00', number_of_people: 2 });
    const p = (await bookForCaller({ service: 'Pottery Duo', type: null, booking_date: date, booking_time: '15:00', number_of_people: 2 })).json().booking;
    const full = await move(p.id, { booking_date: date, booking_time: '14:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('That time has no places left. Please choose another.');
    expect((await move(p.id, { booking_date: date, booking_time: '16:00' })).statusCode).toBe(200);
  });

  it('is race-safe: two moves into the last places of a slot at once give one success', async () => {
    const date = addDays(TODAY, 6);
    await bookForCaller({ booking_date: date, booking_time: '10:00', number_of_people: 8 });
    const a = (await bookForCaller({ booking_date: date, booking_time: '11:00', number_of_people: 2 })).json().booking;
    const b = (await bookForCaller({ booking_date: date, booking_time: '12:00', number_of_people: 2 })).json().booking;
    const results = await Promise.all([move(a.id, { booking_date: date, booking_time: '10:00' }), move(b.id, { booking_date: date, booking_time: '10:00' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [{ people }] = (await query<{ people: number }>(
      ctx,
      sql`select sum(number_of_people)::int as people from bookings where booking_date = ${date} and booking_time = '10:00' and status = 'confirmed'`,
    )) as [{ people: number }];
    expect(people).toBe(10);
  });
});

describe('GET /api/bookings/{id} (the confirmation link)', () => {
  it('is private: only the link’s key opens it; a missing, wrong or other booking’s key is 404 like an unknown id', async () => {
    const a = (await publicBook({ booking_time: '15:00' })).json();
    const b = (await publicBook({ booking_time: '15:30' })).json();
    const [mailA] = await mailsTo(a.booking.email);
    expect(mailA!.kind).toBe('booking_customer');
    const linkA = linkIn(mailA!.text_body);
    const keyA = new URL(linkA).searchParams.get('key')!;
    expect(keyA).toMatch(/^[0-9a-f]{32}$/);
    const keyB = new URL(linkIn((await mailsTo(b.booking.email))[0]!.text_body)).searchParams.get('key')!;
    expect(keyB).not.toBe(keyA);
    // The booking's own reply does not carry the key: only the customer's mailbox does.
    expect(JSON.stringify(a)).not.toContain(keyA);

    expect((await statusOf(linkA)).json().booking).toMatchObject({ id: a.id, status: 'confirmed', booking_time: '15:00', rescheduled: false });
    for (const url of [
      `/api/bookings/${a.id}`,
      `/api/bookings/${a.id}?key=`,
      `/api/bookings/${a.id}?key=${keyB}`,
      `/api/bookings/${a.id}?key=${keyA.slice(0, -1)}`,
      `/api/bookings/00000000-0000-4000-8000-000000000000?key=${keyA}`,
      '/api/bookings/nope',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('Booking not found');
    }
    const res = await statusOf(linkA);
    expect(res.headers['cache-control']).toBe('no-store');
    // The HTML part carries it as a button.
    const [html] = await query<{ html_body: string }>(ctx, sql`select html as html_body from outbox where to_address = ${a.booking.email} and kind = 'booking_customer'`);
    expect(html!.html_body).toContain(`href="${linkA.replace(/&/g, '&amp;')}"`);
    expect(html!.html_body).toContain('See your booking and its status');
    // The team's copy has no customer link.
    const team = await query<{ text_body: string }>(ctx, sql`select text_body from outbox where kind = 'booking_team' and text_body like ${`%${a.booking.email}%`}`);
    expect(team[0]!.text_body).not.toContain('See your booking');
  });
});

describe('closures', () => {
  const day = addDays(TODAY, 10);

  it('a closed day offers no slot and refuses bookings; reopening gives them back', async () => {
    const booked = (await publicBook({ booking_date: day, booking_time: '15:00' })).json().booking;
    const res = await staff({ method: 'POST', url: '/api/admin/closures', payload: { date: day, reason: 'Public holiday' } });
    expect(res.statusCode).toBe(201);
    const { closure, affected_bookings } = res.json();
    expect(closure).toMatchObject({ date: day, from_time: null, to_time: null, location: null, reason: 'Public holiday', created_by: { id: staffId } });
    expect(affected_bookings.map((b: { id: string }) => b.id)).toEqual([booked.id]);
    expect((await slots(day)).json().available_slots).toEqual([]);
    expect((await slots(day, 'East Wing')).json().available_slots).toEqual([]);
    const refused = await publicBook({ booking_date: day, booking_time: '10:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('We are closed at that time. Please choose another.');
    const agenda = (await staff({ method: 'GET', url: `/api/admin/bookings?from=${day}&to=${day}` })).json();
    expect(agenda.slots.every((s: { closed: boolean; left: number }) => s.closed && s.left === 0)).toBe(true);

    const list = (await staff({ method: 'GET', url: `/api/admin/closures?from=${day}&to=${day}` })).json();
    expect(list.closures.map((c: { id: string }) => c.id)).toEqual([closure.id]);
    const del = await staff({ method: 'DELETE', url: `/api/admin/closures/${closure.id}` });
    expect(del.statusCode).toBe(200);
    expect((await slots(day)).json().available_slots).toHaveLength(18);
    expect((await audit(closure.id)).map((e) => e.action)).toEqual(['closure.created', 'closure.deleted']);
    expect((await staff({ method: 'DELETE', url: `/api/admin/closures/${closure.id}` })).statusCode).toBe(404);
  });

  it('a range of slots at one location closes only those', async () => {
    const other = addDays(TODAY, 11);
    expect(
      (await staff({ method: 'POST', url: '/api/admin/closures', payload: { date: other, from_time: '12:00', to_time: '14:00', location: 'Main Branch', reason: 'Private event' } })).statusCode,
    ).toBe(201);
    const main = (await slots(other)).json().available_slots;
    expect(main).not.toContain('12:00');
    expect(main).not.toContain('13:30');
    expect(main).toContain('11:30');
    expect(main).toContain('14:00');
    expect((await slots(other, 'City Center')).json().available_slots).toContain('12:00');
    expect((await publicBook({ booking_date: other, booking_time: '13:00' })).statusCode).toBe(409);
    expect((await publicBook({ booking_date: other, booking_time: '13:00', location: 'City Center' })).statusCode).toBe(201);
  });

  it.each([
    [{ date: '2026-12-20' }, 'Please give a reason'],
    [{ date: '2026-12-20', reason: 'x', from_time: '14:00', to_time: '12:00' }, 'The closure must end after it starts'],
    [{ date: '2026-12-20', reason: 'x', from_time: '2pm' }, 'Please give from_time as HH:MM'],
    [{ date: '2026-11-20', reason: 'x' }, 'A closure cannot be in the past'],
    [{ date: '2026-02-30', reason: 'x' }, 'Please give the date as YYYY-MM-DD'],
  ])('POST %o → 400 "%s"', async (payload, message) => {
    const res = await staff({ method: 'POST', url: '/api/admin/closures', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('POST /api/admin/bookings: who may book for a caller (docs/decisions/125)', () => {
  it('is the staff and the owner: 401 signed out and 403 to a customer, with no booking made', async () => {
    const customer = await signUp(ctx);
    const body = caller({ phone: '+250788000111', email: '', booking_time: '15:30' });
    const before = (await query<{ n: number }>(ctx, sql`select count(*)::int as n from bookings`))[0]!.n;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/bookings', payload: body })).statusCode).toBe(401);
    expect((await as(ctx, customer.token)({ method: 'POST', url: '/api/admin/bookings', payload: body })).statusCode).toBe(403);
    expect((await query<{ n: number }>(ctx, sql`select count(*)::int as n from bookings`))[0]!.n).toBe(before);
    const byOwner = await owner({ method: 'POST', url: '/api/admin/bookings', payload: body });
    expect(byOwner.statusCode, byOwner.body).toBe(201);
  });
});
