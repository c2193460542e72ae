import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUpAs, type TestContext } from '../../../test/helpers.js';

/** Services in the back office (docs/decisions/102). */
const clock = new Date('2026-12-01T10:10:00Z');
const TOMORROW = '2026-12-02';
let ctx: TestContext;
let owner: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await buildTestApp({}, { now: () => clock });
  owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
  staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
});
afterAll(() => ctx.close());

const publicServices = async () => (await ctx.app.inject({ method: 'GET', url: '/api/services' })).json().data as Array<{ slug: string; name: string }>;
const book = (service: string, people: number, time = '10:00') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      service,
      location: 'Rebero',
      number_of_people: people,
      booking_date: TOMORROW,
      booking_time: time,
      first_name: 'Aline',
      last_name: 'Uwase',
      phone: '0788 123 456',
      email: 'aline@example.com',
    },
  });
const pottery = { name: 'Pottery Class', description: 'Clay and wheel', button_label: 'BOOK NOW', target: '/book', locations: ['Rebero'], types: ['Beginner'], places_per_slot: 3 };

describe('/api/admin/services', () => {
  it('is the owner’s: staff get 403', async () => {
    expect((await staff({ method: 'GET', url: '/api/admin/services' })).statusCode).toBe(403);
    expect((await staff({ method: 'POST', url: '/api/admin/services', payload: pottery })).statusCode).toBe(403);
    expect((await staff({ method: 'PATCH', url: '/api/admin/services/1', payload: { hidden: true } })).statusCode).toBe(403);
  });

  it('adds a service (slug from its name), which the services page lists and bookings take with its own places per slot', async () => {
    const res = await owner({ method: 'POST', url: '/api/admin/services', payload: pottery });
    expect(res.statusCode).toBe(201);
    const svc = res.json().data;
    expect(svc).toMatchObject({ slug: 'pottery-class', name: 'Pottery Class', places_per_slot: 3, hidden: false, locations: ['Rebero'], image: null });
    expect((await publicServices()).at(-1)).toMatchObject({ slug: 'pottery-class', button_label: 'BOOK NOW', locations: ['Rebero'], types: ['Beginner'] });
    // Same name again: a free slug; a slug in use: 409.
    expect((await owner({ method: 'POST', url: '/api/admin/services', payload: { ...pottery, hidden: true } })).json().data.slug).toBe('pottery-class-2');
    const taken = await owner({ method: 'POST', url: '/api/admin/services', payload: { ...pottery, slug: 'pottery-class' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Another service already uses this address');

    const slots = (q: string) => ctx.app.inject({ method: 'GET', url: `/api/bookings/available-slots/${TOMORROW}?location=Rebero${q}` });
    expect((await slots('&service=pottery-class')).json().remaining['10:00']).toBe(3);
    expect((await slots('')).json().remaining['10:00']).toBe(10);
    // Three places per slot: 2 + 1 fit, one more does not.
    expect((await book('pottery-class', 2)).statusCode).toBe(201);
    expect((await book('pottery-class', 1)).statusCode).toBe(201);
    expect((await book('pottery-class', 1)).statusCode).toBe(409);
    expect((await slots('&service=pottery-class')).json().available_slots).not.toContain('10:00');
    await owner({ method: 'PATCH', url: `/api/admin/services/${svc.id}`, payload: { places_per_slot: 4 } });
    expect((await book('pottery-class', 1)).statusCode).toBe(201);
  });

  it('edits, reorders, hides (not listed, not bookable) and shows a service again; audited', async () => {
    const all = (await owner({ method: 'GET', url: '/api/admin/services' })).json().data as Array<{ id: number; slug: string }>;
    const svc = all.find((s) => s.slug === 'pottery-class')!;
    const edited = await owner({ method: 'PATCH', url: `/api/admin/services/${svc.id}`, payload: { description: 'Clay, wheel and kiln', featured: true } });
    expect(edited.json().data).toMatchObject({ description: 'Clay, wheel and kiln', featured: true });

    const order = [svc.id, ...all.filter((s) => s.id !== svc.id).map((s) => s.id)];
    expect((await owner({ method: 'PUT', url: '/api/admin/services/order', payload: { ids: order } })).statusCode).toBe(200);
    expect((await publicServices())[0]!.slug).toBe('pottery-class');
    // The hidden second pottery class is not offered.
    expect((await publicServices()).map((s) => s.slug)).not.toContain('pottery-class-2');

    await owner({ method: 'PATCH', url: `/api/admin/services/${svc.id}`, payload: { hidden: true } });
    expect((await publicServices()).map((s) => s.slug)).not.toContain('pottery-class');
    expect((await book('pottery-class', 1, '11:00')).statusCode).toBe(400);
    await owner({ method: 'PATCH', url: `/api/admin/services/${svc.id}`, payload: { hidden: false } });
    expect((await publicServices())[0]!.slug).toBe('pottery-class');

    const audit = (await owner({ method: 'GET', url: `/api/admin/audit?entity=service&entity_id=${svc.id}` })).json().entries.map((e: { action: string }) => e.action);
    expect(audit).toEqual(['service.shown', 'service.hidden', 'service.changed', 'service.changed', 'service.created']);
  });

  it('refuses bad services with readable 4xx', async () => {
    const bad = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: Record<string, unknown>, status: number, message: string) => {
      const res = await owner({ method, url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toContain(message);
    };
    await bad('POST', '/api/admin/services', { ...pottery, name: '' }, 400, 'The name is required');
    await bad('POST', '/api/admin/services', { ...pottery, slug: 'Not A Slug' }, 400, 'The address may use');
    await bad('POST', '/api/admin/services', { ...pottery, places_per_slot: 0 }, 400, 'at least 1');
    await bad('POST', '/api/admin/services', { ...pottery, locations: ['A', 'a'] }, 400, 'may appear once');
    await bad('POST', '/api/admin/services', { ...pottery, target: 'ftp://x' }, 400, 'The link must be');
    await bad('POST', '/api/admin/services', { ...pottery, image_key: 'services/missing' }, 422, 'upload it first');
    await bad('PATCH', '/api/admin/services/999999', { name: 'x' }, 404, 'Service not found');
    await bad('PATCH', '/api/admin/services/1', { slug: 'pottery-class' }, 409, 'Another service already uses this address');
    await bad('PUT', '/api/admin/services/order', { ids: [1] }, 400, 'The new order must list every entry exactly once');
  });
});
