import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES, type AdminCoupon } from '@atelier/contracts';
import { as, buildTestApp, checkoutFormData, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

/** The owner's coupons (docs/decisions/101): every route, each 4xx, staff refused, audit, usage and orders. */
let ctx: TestContext;
let owner: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let ownerId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const o = await signUpAs(ctx, 'admin');
  owner = as(ctx, o.token);
  ownerId = o.user.id;
  staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
});
afterAll(() => ctx.close());

const audit = (id: number) =>
  query<{ action: string; actor_id: string; before: unknown; after: unknown }>(
    ctx,
    sql`select action, actor_id, before, after from audit_log where entity = 'coupon' and entity_id = ${String(id)} order by id`,
  );
async function create(body: Record<string, unknown>): Promise<AdminCoupon> {
  const res = await owner({ method: 'POST', url: '/api/admin/coupons', payload: body });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().coupon;
}

describe('/api/admin/coupons', () => {
  it('is the owner’s: staff get 403 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons'],
      ['GET', '/api/admin/coupons/1'],
      ['PATCH', '/api/admin/coupons/1'],
      ['DELETE', '/api/admin/coupons/1'],
    ] as const) {
      const res = await staff({ method, url, ...(method === 'POST' || method === 'PATCH' ? { payload: { code: 'NOPE1' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe('Only the owner can do this.');
    }
  });

  it('creates a coupon with every field, lists it with X-Total-Count, reads it and audits it', async () => {
    const c = await create({
      code: 'spring-25',
      type: 'percentage',
      value: 25,
      minAmount: 50000,
      maxDiscount: 30000,
      usageLimit: 100,
      perCustomerLimit: 1,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-01-01T00:00:00Z',
    });
    expect(c).toMatchObject({
      code: 'SPRING-25',
      type: 'percentage',
      value: 25,
      minAmount: 50000,
      maxDiscount: 30000,
      usageLimit: 100,
      perCustomerLimit: 1,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
      active: true,
      usageCount: 0,
    });
    const list = await owner({ method: 'GET', url: '/api/admin/coupons?limit=2' });
    expect(list.statusCode).toBe(200);
    expect(list.json().coupons[0].id).toBe(c.id);
    expect(Number(list.headers['x-total-count'])).toBe(list.json().total);
    expect(list.json().total).toBeGreaterThanOrEqual(3); // with the demo WELCOME10 and ART5000
    expect((await owner({ method: 'GET', url: '/api/admin/coupons?q=spring' })).json().coupons.map((x: AdminCoupon) => x.code)).toEqual(['SPRING-25']);
    expect((await owner({ method: 'GET', url: `/api/admin/coupons/${c.id}` })).json()).toMatchObject({ coupon: { id: c.id }, orders: [] });
    expect(await audit(c.id)).toEqual([expect.objectContaining({ action: 'coupon.created', actor_id: ownerId, after: expect.objectContaining({ code: 'SPRING-25', perCustomerLimit: 1 }) })]);
  });

  it('answers 400, 404 and 409 with readable messages', async () => {
    await create({ code: 'TAKEN1', type: 'fixed', value: 1000 });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ type: 'fixed', value: 1000 }, 400, 'Please enter a code'],
      [{ code: 'a b', type: 'fixed', value: 1000 }, 400, ADMIN_CATALOG_MESSAGES.couponCodeInvalid],
      [{ code: 'OK123', type: 'half', value: 1 }, 400, 'type must be percentage or fixed'],
      [{ code: 'OK123', type: 'percentage', value: 120 }, 400, ADMIN_CATALOG_MESSAGES.couponPercentRange],
      [{ code: 'OK123', type: 'percentage', value: 0 }, 400, 'The value must be more than 0'],
      [{ code: 'OK123', type: 'fixed', value: 10.5 }, 400, 'A fixed discount must be a whole number of RWF'],
      [{ code: 'OK123', type: 'fixed', value: 100, perCustomerLimit: 0 }, 400, 'The per-customer limit must be 1 or more'],
      [{ code: 'OK123', type: 'fixed', value: 100, startsAt: 'soon' }, 400, 'Please give a date'],
      [{ code: 'OK123', type: 'fixed', value: 100, startsAt: '2026-05-01', endsAt: '2026-04-01' }, 400, ADMIN_CATALOG_MESSAGES.couponEndsBeforeStart],
      [{ code: 'OK123', type: 'fixed', value: 100, extra: 1 }, 400, 'extra'],
      [{ code: 'taken1', type: 'fixed', value: 100 }, 409, ADMIN_CATALOG_MESSAGES.couponCodeTaken],
    ];
    for (const [payload, status, message] of cases) {
      const res = await owner({ method: 'POST', url: '/api/admin/coupons', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toContain(message);
    }
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await owner({ method, url: '/api/admin/coupons/999999', ...(method === 'PATCH' ? { payload: { active: false } } : {}) });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error).toBe(ADMIN_CATALOG_MESSAGES.couponNotFound);
    }
    expect((await owner({ method: 'GET', url: '/api/admin/coupons/x' })).statusCode).toBe(400);
  });

  it('PATCH changes the given fields, checks them merged with the rest, and audits what changed', async () => {
    const c = await create({ code: 'EDITME', type: 'fixed', value: 2000, startsAt: '2026-03-01T00:00:00Z' });
    const res = await owner({ method: 'PATCH', url: `/api/admin/coupons/${c.id}`, payload: { value: 3000, perCustomerLimit: 2, endsAt: '2026-12-31T00:00:00Z' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().coupon).toMatchObject({ value: 3000, perCustomerLimit: 2, endsAt: '2026-12-31T00:00:00.000Z', type: 'fixed' });
    expect((await audit(c.id)).at(-1)).toMatchObject({
      action: 'coupon.updated',
      before: { value: 2000, perCustomerLimit: null, endsAt: null },
      after: { value: 3000, perCustomerLimit: 2, endsAt: '2026-12-31T00:00:00.000Z' },
    });
    const percent = await owner({ method: 'PATCH', url: `/api/admin/coupons/${c.id}`, payload: { type: 'percentage' } });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().error).toBe(ADMIN_CATALOG_MESSAGES.couponPercentRange);
    const early = await owner({ method: 'PATCH', url: `/api/admin/coupons/${c.id}`, payload: { endsAt: '2026-02-01T00:00:00Z' } });
    expect(early.json().error).toBe(ADMIN_CATALOG_MESSAGES.couponEndsBeforeStart);
    expect((await owner({ method: 'PATCH', url: `/api/admin/coupons/${c.id}`, payload: { code: 'WELCOME10' } })).statusCode).toBe(409);
  });

  it('shows the usage count and the orders that used a coupon; DELETE turns a used one off and deletes an unused one', async () => {
    const c = await create({ code: 'USEDUP', type: 'percentage', value: 10 });
    const customer = await signUp(ctx);
    const products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number }>;
    const placed = await as(
      ctx,
      customer.token,
    )({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items: [{ productId: products[0]!.id }] }, coupon: { code: 'usedup' } } });
    expect(placed.statusCode).toBe(201);
    const detail = (await owner({ method: 'GET', url: `/api/admin/coupons/${c.id}` })).json();
    expect(detail.coupon.usageCount).toBe(1);
    expect(detail.orders).toEqual([
      expect.objectContaining({
        id: placed.json().orderId,
        order_number: placed.json().order.order_number,
        customer_email: checkoutFormData.email,
        status: 'pending',
        discount: placed.json().order.discount,
      }),
    ]);

    // Renaming the code keeps its orders (they name the coupon by id).
    await owner({ method: 'PATCH', url: `/api/admin/coupons/${c.id}`, payload: { code: 'USEDUP2' } });
    expect((await owner({ method: 'GET', url: `/api/admin/coupons/${c.id}` })).json().orders).toHaveLength(1);

    const off = await owner({ method: 'DELETE', url: `/api/admin/coupons/${c.id}` });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ deleted: false, coupon: { id: c.id, active: false } });
    expect((await audit(c.id)).at(-1)).toMatchObject({ action: 'coupon.deactivated', after: { active: false } });

    const unused = await create({ code: 'NEVERUSED', type: 'fixed', value: 500 });
    const gone = await owner({ method: 'DELETE', url: `/api/admin/coupons/${unused.id}` });
    expect(gone.json()).toMatchObject({ deleted: true });
    expect((await owner({ method: 'GET', url: `/api/admin/coupons/${unused.id}` })).statusCode).toBe(404);
    expect((await audit(unused.id)).map((e) => e.action)).toEqual(['coupon.created', 'coupon.deleted']);
  });

  it('says where each coupon stands as the checkout judges it: expired and used-up ones are not active', async () => {
    const expired = await create({ code: 'GONE2020', type: 'fixed', value: 500, startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' });
    const later = await create({ code: 'LATER2099', type: 'fixed', value: 500, startsAt: '2099-01-01T00:00:00Z' });
    const off = await create({ code: 'OFFNOW', type: 'fixed', value: 500, active: false });
    const once = await create({ code: 'ONLYONCE', type: 'fixed', value: 500, usageLimit: 1 });
    expect(once.state).toBe('active');
    const customer = await signUp(ctx);
    const products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number }>;
    const placed = await as(
      ctx,
      customer.token,
    )({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items: [{ productId: products[0]!.id }] }, coupon: { code: 'ONLYONCE' } } });
    expect(placed.statusCode).toBe(201);

    const states = async () => {
      const all = (await owner({ method: 'GET', url: '/api/admin/coupons?limit=50' })).json().coupons as AdminCoupon[];
      return Object.fromEntries(all.filter((c) => [expired.id, later.id, off.id, once.id].includes(c.id)).map((c) => [c.code, c.state]));
    };
    expect(await states()).toEqual({ GONE2020: 'expired', LATER2099: 'scheduled', OFFNOW: 'off', ONLYONCE: 'used_up' });
    expect((await owner({ method: 'GET', url: `/api/admin/coupons/${once.id}` })).json().coupon.state).toBe('used_up');
    // The checkout refuses them for the same reasons.
    const validate = (code: string) => ctx.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code } });
    expect((await validate('GONE2020')).json()).toEqual({ success: false, message: 'This coupon has expired' });
    expect((await validate('ONLYONCE')).json()).toEqual({ success: false, message: 'This coupon has reached its usage limit' });
  });
});
