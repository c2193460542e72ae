import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, payOrder, placeOrder, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

// 12:10 in Kigali on 2026-12-01.
const clock = new Date('2026-12-01T10:10:00Z');
const TODAY = '2026-12-01';

let ctx: TestContext;
let staff: ReturnType<typeof as>;
beforeAll(async () => {
  ctx = await buildTestApp({}, { now: () => clock });
  staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
});
afterAll(() => ctx.close());

const tiles = async () => (await staff({ method: 'GET', url: '/api/admin/dashboard' })).json().dashboard as { bookings_today: number; open_returns: number; unread_messages: number };
const insertBooking = (date: string, status: string) =>
  query<{ id: string }>(
    ctx,
    sql`insert into bookings (service, location, number_of_people, booking_date, booking_time, first_name, last_name, phone, email, status) values ('Painting Sessions', 'Main Branch', 2, ${date}, '15:00', 'A', 'B', '', 'tile@example.com', ${status}) returning id`,
  );

describe('GET /api/admin/dashboard: the tiles of bookings, returns and messages', () => {
  it("counts today's bookings (not cancelled ones), open returns and unread messages", async () => {
    const before = await tiles();
    await insertBooking(TODAY, 'confirmed');
    await insertBooking(TODAY, 'requested');
    await insertBooking(TODAY, 'cancelled');
    await insertBooking('2026-12-02', 'confirmed');

    const c = await signUp(ctx);
    const products = ((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number }>).map((p) => p.id);
    const { orderId } = await placeOrder(ctx, c.token, products);
    await payOrder(ctx, orderId);
    const ret = (await as(ctx, c.token)({ method: 'POST', url: '/api/returns', payload: { order_id: orderId, reason: 'Too big' } })).json().item;

    for (const email of ['m1@example.com', 'm2@example.com']) await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { first_name: 'A', last_name: 'B', email, notes: 'Hello' } });

    const after = await tiles();
    expect(after.bookings_today - before.bookings_today).toBe(2);
    expect(after.open_returns - before.open_returns).toBe(1);
    expect(after.unread_messages - before.unread_messages).toBe(2);

    // Handling them moves the tiles.
    await staff({ method: 'POST', url: `/api/admin/returns/${ret.id}/status`, payload: { status: 'declined', message: 'Custom item' } });
    const [msg] = await query<{ id: string }>(ctx, sql`select id from contact_messages where email = 'm1@example.com'`);
    await staff({ method: 'GET', url: `/api/admin/messages/${msg!.id}` });
    const handled = await tiles();
    expect(handled.open_returns).toBe(after.open_returns - 1);
    expect(handled.unread_messages).toBe(after.unread_messages - 1);
  });

  it('shows the refunds owed on cancelled orders that were paid, until the refunds are recorded (docs/decisions/122)', async () => {
    const owner = as(ctx, (await signUpAs(ctx, 'admin')).token);
    const owed = async () => (await staff({ method: 'GET', url: '/api/admin/dashboard' })).json().dashboard.refunds_owed as { orders: number; amount: number };
    const before = await owed();
    const c = await signUp(ctx);
    const products = ((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json() as Array<{ id: number }>).map((p) => p.id);
    const { orderId } = await placeOrder(ctx, c.token, products);
    await payOrder(ctx, orderId, 5000);
    // Paid but not cancelled: nothing is owed back.
    expect(await owed()).toEqual(before);
    expect((await staff({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, payload: { status: 'cancelled', reason: 'Out of leather' } })).statusCode).toBe(200);
    expect(await owed()).toEqual({ orders: before.orders + 1, amount: before.amount + 5000 });
    // A first part refunded: the rest is still owed; all of it: nothing.
    await owner({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, payload: { amount: 2000, method: 'cash', reason: 'Cancelled order' } });
    expect(await owed()).toEqual({ orders: before.orders + 1, amount: before.amount + 3000 });
    await owner({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, payload: { amount: 3000, method: 'cash', reason: 'Cancelled order' } });
    expect(await owed()).toEqual(before);
  });
});
