import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@atelier/contracts';
import { as, buildTestApp, placeOrder, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let staff: ReturnType<typeof as>;
let owner: ReturnType<typeof as>;
let staffId: string;
let ownerId: string;
let customer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  customer = await signUp(ctx, { name: 'Claudine Uwera' });
  const s = await signUpAs(ctx, 'staff', { name: 'Sam Staff' });
  staffId = s.user.id;
  staff = as(ctx, s.token);
  const o = await signUpAs(ctx, 'admin', { name: 'Olive Owner' });
  ownerId = o.user.id;
  owner = as(ctx, o.token);
});
afterAll(() => ctx.close());

const log = async (query: string) => {
  const res = await owner({ method: 'GET', url: `/api/admin/audit?limit=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as AuditEntry[];
};

describe('GET /api/admin/audit (docs/decisions/125)', () => {
  it('names each record as people know it, and filters by area and by person', async () => {
    const products = ((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number }>).map((p) => p.id);
    const placed = await placeOrder(ctx, customer.token, products);
    expect((await staff({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/notes`, payload: { text: 'Called back' } })).statusCode).toBe(201);
    expect((await staff({ method: 'POST', url: `/api/admin/customers/${customer.user.id}/block`, payload: { reason: 'Unpaid orders' } })).statusCode).toBe(200);
    const created = await owner({ method: 'POST', url: '/api/admin/catalog', payload: { kind: 'product', title: 'Imigongo Tote', price: 30000 } });
    expect(created.statusCode, created.body).toBe(201);
    const itemId = created.json().item.id as number;
    const kept = await owner({ method: 'POST', url: '/api/admin/catalog', payload: { kind: 'product', title: 'Agaseke Basket', price: 12000 } });
    // A deleted item keeps the name its entries wrote down.
    expect((await owner({ method: 'DELETE', url: `/api/admin/catalog/${itemId}` })).statusCode).toBe(200);

    const orders = await log('area=orders');
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((e) => e.entity === 'order')).toBe(true);
    expect(orders.find((e) => e.entity_id === placed.orderId)).toMatchObject({ action: 'order.note_added', record_name: placed.order.order_number });

    expect(await log('area=customers')).toEqual([expect.objectContaining({ action: 'customer.blocked', record_name: 'Claudine Uwera' })]);

    const catalog = await log('area=catalog');
    expect(catalog.filter((e) => e.entity_id === String(itemId)).map((e) => [e.action, e.record_name])).toEqual([
      ['catalog.deleted', 'Imigongo Tote'],
      ['catalog.created', 'Imigongo Tote'],
    ]);
    expect(catalog.find((e) => e.entity_id === String(kept.json().item.id))).toMatchObject({ record_name: 'Agaseke Basket' });

    // By person: the staff member's entries only, then the owner's in one area.
    const bySam = await log(`actor_id=${staffId}`);
    expect(bySam.map((e) => e.action).sort()).toEqual(['customer.blocked', 'order.note_added']);
    expect((await log(`actor_id=${ownerId}&area=orders`)).length).toBe(0);
    expect((await log(`actor_id=${ownerId}&area=catalog`)).length).toBe(3);

    const bad = await owner({ method: 'GET', url: '/api/admin/audit?area=everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('area must be one of orders, catalog');
    expect((await staff({ method: 'GET', url: '/api/admin/audit?area=orders' })).statusCode).toBe(403);
  });

  it('answers only the owner, whatever the filters: 401 signed out, 403 to a customer and to staff', async () => {
    const shopper = as(ctx, (await signUp(ctx)).token); // not the customer blocked above
    for (const query of ['area=orders', `actor_id=${ownerId}`, 'from=2026-01-01&to=2026-12-31']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/audit?${query}` })).statusCode).toBe(401);
      expect((await shopper({ method: 'GET', url: `/api/admin/audit?${query}` })).statusCode).toBe(403);
      expect((await staff({ method: 'GET', url: `/api/admin/audit?${query}` })).statusCode).toBe(403);
      expect((await owner({ method: 'GET', url: `/api/admin/audit?${query}` })).statusCode).toBe(200);
    }
  });
});
