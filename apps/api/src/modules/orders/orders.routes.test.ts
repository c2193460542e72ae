import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../../lib/outbox.repository.js';
import { as, buildTestApp, signUp, type TestContext, checkoutFormData } from '../../../test/helpers.js';

let ctx: TestContext;
let customer: Awaited<ReturnType<typeof signUp>>;
let call: ReturnType<typeof as>;
let shoes: { id: number; price: number; title: string };
let tee: { id: number; price: number };

const formData = checkoutFormData;

function orderBody(items: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return { paymentMethod: 'whatsapp', formData, cartData: { items }, fromCart: false, whatsappSent: false, coupon: null, discount: 0, ...extra };
}

async function count(table: 'orders' | 'order_items', userId?: string): Promise<number> {
  const q =
    table === 'orders'
      ? sql`select count(*)::int as n from orders where ${userId ? sql`user_id = ${userId}` : sql`true`}`
      : sql`select count(*)::int as n from order_items oi join orders o on o.id = oi.order_id where ${userId ? sql`o.user_id = ${userId}` : sql`true`}`;
  const res = (await ctx.database.db.execute(q)) as unknown as { rows: Array<{ n: number }> };
  return res.rows[0]!.n;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  customer = await signUp(ctx);
  call = as(ctx, customer.token);
  const products = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json() as Array<{ id: number; price: number; title: string; category: string }>;
  shoes = products.find((p) => p.category === 'custom-shoes' && p.price === 65000)!;
  tee = products.find((p) => p.price === 18000)!;
});
afterAll(() => ctx.close());

describe('POST /api/coupons/validate', () => {
  it('answers the coupon terms, case-insensitively', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'welcome10' } });
    expect(res.json()).toEqual({ success: true, message: 'Coupon applied', data: { code: 'WELCOME10', type: 'percentage', value: 10, minAmount: null, maxDiscount: 20000 } });
    const art = (await ctx.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'ART5000' } })).json();
    expect(art.data).toEqual({ code: 'ART5000', type: 'fixed', value: 5000, minAmount: 50000, maxDiscount: null });
  });

  it('answers an unknown code as data, not an error', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'NOPE' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: 'Invalid coupon' });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code: '  ' } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/orders', () => {
  it('prices every line from the catalog, applies the coupon and hands over a WhatsApp link', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(
        [
          { productId: shoes.id, quantity: 2 },
          { id: tee.id, quantity: 1 },
        ],
        { coupon: { code: 'WELCOME10', type: 'percentage', value: 10 } },
      ),
    });
    expect(res.statusCode).toBe(201);
    const { order, orderId, whatsappUrl, success } = res.json();
    const subtotal = shoes.price * 2 + tee.price;
    const discount = Math.min(Math.round(subtotal * 10) / 100, 20000);
    expect(success).toBe(true);
    expect(orderId).toBe(order.id);
    expect(order).toMatchObject({ subtotal, discount, shipping: 0, total: subtotal - discount, coupon_code: 'WELCOME10', status: 'pending', payment_status: 'pending', currency: 'RWF' });
    expect(order.order_number).toMatch(/^ATL-[2-9A-Z]{6}$/);
    expect(order.order_items).toHaveLength(2);
    expect(order.order_items[0]).toMatchObject({ product_name: shoes.title, quantity: 2, unit_price: shoes.price, line_total: shoes.price * 2 });
    expect(whatsappUrl).toMatch(/^https:\/\/wa\.me\/250788000000\?text=/);
    const text = decodeURIComponent(whatsappUrl.split('?text=')[1]);
    expect(text).toContain(`Order number: ${order.order_number}`);
    expect(text).toContain(`1. ${shoes.title} x2 - RWF ${(shoes.price * 2).toLocaleString('en-US')}`);
    expect(text).toContain('Please confirm the order and payment instructions.');
  });

  it('writes the WhatsApp message in the language of the page the customer ordered from (spec 02 §7)', async () => {
    const messageFrom = async (page: string) => {
      const res = await call({ method: 'POST', url: '/api/orders', headers: { referer: `http://localhost${page}` }, payload: orderBody([{ productId: tee.id, quantity: 1 }]) });
      expect(res.statusCode).toBe(201);
      return decodeURIComponent(res.json().whatsappUrl.split('?text=')[1]);
    };
    const rw = await messageFrom('/rw/checkout');
    expect(rw.split('\n')[0]).toBe('Muraho! Ndashaka gutanga komande.');
    expect(rw).toContain('Igiteranyo: RF 18,000');
    expect(rw).not.toContain('Please confirm');
    const fr = await messageFrom('/fr/checkout');
    expect(fr.split('\n')[0]).toBe('Bonjour ! Je souhaite passer une commande.');
    expect(fr).toMatch(/Total\u00a0: 18\u202f000\u00a0RF/);
    expect(fr).not.toContain('Please confirm');
    const en = await messageFrom('/checkout');
    expect(en.split('\n')[0]).toBe('Hello! I would like to place an order.');
    expect(en).toContain('Total: RWF 18,000');
  });

  it('ignores prices, totals and discounts sent by the client', async () => {
    // A new customer: the demo WELCOME10 is one use per customer.
    const res = await as(
      ctx,
      (await signUp(ctx)).token,
    )({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId: shoes.id, quantity: 1, price: 1, title: 'free shoes' }], {
        cartData: { items: [{ productId: shoes.id, quantity: 1, price: 1 }], subtotal: 1, total: 1 },
        discount: 999999,
        coupon: { code: 'WELCOME10', type: 'fixed', value: 999999 },
      }),
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.subtotal).toBe(shoes.price);
    expect(order.discount).toBe(shoes.price / 10);
    expect(order.total).toBe(shoes.price - shoes.price / 10);
    expect(order.order_items[0].product_name).toBe(shoes.title);
  });

  it('lets each customer use the demo WELCOME10 once, even with two orders at once (docs/decisions/122)', async () => {
    const buyer = await signUp(ctx);
    const mine = as(ctx, buyer.token);
    const withWelcome = () => mine({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: tee.id, quantity: 1 }], { coupon: { code: 'WELCOME10' } }) });
    const results = await Promise.all([withWelcome(), withWelcome()]);
    // PGlite runs one query at a time (the second sees the first up front: 400); on PostgreSQL the
    // second waits on the coupon's row lock, then counts the first (409).
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 201)!;
    expect([400, 409]).toContain(refused.statusCode);
    expect(refused.json().error).toBe('You have already used this coupon');
    const check = await mine({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'WELCOME10' } });
    expect(check.json()).toEqual({ success: false, message: 'You have already used this coupon' });
    // In the customer's language.
    const fr = await mine({
      method: 'POST',
      url: '/api/orders',
      headers: { referer: 'http://localhost/fr/checkout' },
      payload: orderBody([{ productId: tee.id, quantity: 1 }], { coupon: { code: 'WELCOME10' } }),
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error).toBe('Vous avez déjà utilisé ce code promo');
    // Another customer still may.
    expect((await as(ctx, (await signUp(ctx)).token)({ method: 'POST', url: '/api/coupons/validate', payload: { code: 'WELCOME10' } })).json().success).toBe(true);
  });

  it('takes an order whose coupon leaves nothing to pay as paid: nothing due, nothing to pay by MoMo (docs/decisions/122)', async () => {
    await ctx.database.db.execute(sql`insert into coupons (code, type, value) values ('ALLFREE', 'fixed', 1000000)`);
    const res = await as(ctx, (await signUp(ctx)).token)({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: tee.id, quantity: 1 }], { coupon: { code: 'ALLFREE' } }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ total: 0, discount: tee.price, payment_status: 'paid', amount_paid: 0, amount_due: 0, how_to_pay: null });
    const [row] = (
      (await ctx.database.db.execute(sql`select payment_status, paid_at from orders where id = ${res.json().orderId}`)) as unknown as {
        rows: Array<{ payment_status: string; paid_at: string | null }>;
      }
    ).rows;
    expect(row).toMatchObject({ payment_status: 'paid', paid_at: expect.anything() });
  });

  it('applies ART5000 only above its 50,000 RWF minimum', async () => {
    const below = await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: tee.id, quantity: 1 }], { coupon: { code: 'ART5000' } }) });
    expect(below.statusCode).toBe(400);
    expect(below.json().error).toBe('This coupon needs an order of at least RWF 50,000');
    const above = await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: shoes.id, quantity: 1 }], { coupon: { code: 'ART5000' } }) });
    expect(above.json().order).toMatchObject({ discount: 5000, total: shoes.price - 5000 });
  });

  it('returns the same order for the same Idempotency-Key', async () => {
    const key = randomUUID();
    const before = await count('orders', customer.user.id);
    const first = await call({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: orderBody([{ productId: tee.id, quantity: 1 }]) });
    const second = await call({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: orderBody([{ productId: tee.id, quantity: 1 }]) });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderId).toBe(first.json().orderId);
    expect(second.json().whatsappUrl).toBe(first.json().whatsappUrl);
    expect(await count('orders', customer.user.id)).toBe(before + 1);
  });

  it('returns one order when the same key arrives twice at once', async () => {
    const key = randomUUID();
    const before = await count('orders', customer.user.id);
    const [a, b] = await Promise.all([0, 1].map(() => call({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: orderBody([{ productId: tee.id, quantity: 1 }]) })));
    expect(a!.json().orderId).toBe(b!.json().orderId);
    expect(await count('orders', customer.user.id)).toBe(before + 1);
  });

  it('removes the ordered lines from the cart when the order comes from the cart', async () => {
    await call({ method: 'POST', url: '/api/cart', payload: { productId: shoes.id } });
    await call({ method: 'POST', url: '/api/cart', payload: { productId: tee.id } });
    await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: shoes.id, quantity: 1 }], { fromCart: true }) });
    const cart = (await call({ method: 'GET', url: '/api/cart' })).json();
    expect(cart.items.map((i: { productId: number }) => i.productId)).toEqual([tee.id]);
    await call({ method: 'DELETE', url: '/api/cart/clear' });
  });

  it.each([
    [{ formData: { ...formData, firstName: '', city: ' ' } }, 'Please fill in all required fields: First Name, City'],
    [{ formData: { ...formData, country: '' } }, 'Please select a country'],
    [{ formData: { ...formData, email: 'not-mail' } }, 'Please enter a valid email address'],
    [{ formData: { ...formData, phone: '12' } }, 'Please enter a valid phone number'],
    [{ cartData: { items: [] } }, 'Your cart is empty. Please add items first.'],
    [{ cartData: {} }, 'Your cart is empty. Please add items first.'],
    [{ coupon: { code: 'BOGUS' } }, 'Invalid coupon'],
  ])('answers 400 for %o with "%s" and writes nothing', async (override, message) => {
    const before = await count('orders');
    const res = await call({ method: 'POST', url: '/api/orders', payload: { ...orderBody([{ productId: tee.id, quantity: 1 }]), ...override } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await count('orders')).toBe(before);
  });

  it('answers 400 for an item that does not exist', async () => {
    const res = await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: 999999, quantity: 1 }]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('One of the items in your cart is no longer available.');
  });

  it('refuses ids past a PostgreSQL integer and numbers that are not decimal with a 400 (docs/decisions/093)', async () => {
    const before = await count('orders', customer.user.id);
    for (const line of [
      { productId: 2 ** 31 },
      { id: 2 ** 31 },
      { productId: String(2 ** 40) },
      { productId: tee.id, quantity: '0x10' },
      { productId: tee.id, quantity: true },
      { productId: tee.id, quantity: [2] },
      { productId: '0x10' },
      { productId: tee.id, quantity: '1e1' },
    ]) {
      const res = await call({ method: 'POST', url: '/api/orders', payload: orderBody([line]) });
      expect(res.statusCode, `${JSON.stringify(line)}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await count('orders', customer.user.id)).toBe(before);
    const decimal = await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: String(tee.id), quantity: '3' }]) });
    expect(decimal.statusCode, decimal.body).toBe(201);
    expect(decimal.json().order.order_items[0].quantity).toBe(3);
  });

  it('refuses lines of one item whose quantities add up past 99 instead of capping them', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([
        { productId: tee.id, quantity: 60 },
        { productId: tee.id, quantity: 60 },
      ]),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/at most 99/);
    const merged = await call({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([
        { productId: tee.id, quantity: 40 },
        { productId: tee.id, quantity: 59 },
      ]),
    });
    expect(merged.statusCode, merged.body).toBe(201);
    expect(merged.json().order.order_items).toEqual([expect.objectContaining({ quantity: 99 })]);
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: tee.id }]) });
    expect(res.statusCode).toBe(401);
  });

  it('leaves no partial order and no coupon use when a step fails mid-order', async () => {
    // Make the order-lines insert fail for one product, inside the same transaction as the order row.
    await ctx.database.db.execute(
      sql.raw(`
      create or replace function fail_order_line() returns trigger language plpgsql as $$
      begin
        if new.item_id = ${shoes.id} then raise exception 'simulated failure'; end if;
        return new;
      end $$`),
    );
    await ctx.database.db.execute(sql.raw('create trigger fail_order_line before insert on order_items for each row execute function fail_order_line()'));
    try {
      const used = async () => ((await ctx.database.db.execute(sql`select times_used as n from coupons where code = 'WELCOME10'`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      const [ordersBefore, linesBefore, usesBefore] = [await count('orders'), await count('order_items'), await used()];
      const res = await as(
        ctx,
        (await signUp(ctx)).token,
      )({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody(
          [
            { productId: tee.id, quantity: 1 },
            { productId: shoes.id, quantity: 1 },
          ],
          { coupon: { code: 'WELCOME10' } },
        ),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe('Something went wrong on our side. Please try again.');
      expect(await count('orders')).toBe(ordersBefore);
      expect(await count('order_items')).toBe(linesBefore);
      expect(await used()).toBe(usesBefore);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger fail_order_line on order_items'));
      await ctx.database.db.execute(sql.raw('drop function fail_order_line()'));
    }
  });

  it('lets only one order take the last use of a limited coupon', async () => {
    await ctx.database.db.execute(sql`insert into coupons (code, type, value, usage_limit) values ('LASTONE', 'fixed', 1000, 1)`);
    const other = as(ctx, (await signUp(ctx)).token);
    const results = await Promise.all([call, other].map((c) => c({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: tee.id, quantity: 1 }], { coupon: { code: 'LASTONE' } }) })));
    // PGlite runs one query at a time, so the loser sees the spent coupon up front (400); on
    // PostgreSQL the two really race and the loser fails at the guarded UPDATE (409).
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const failed = results.find((r) => r.statusCode !== 201)!;
    expect([400, 409]).toContain(failed.statusCode);
    expect(failed.json().error).toBe('This coupon has reached its usage limit');
    const uses = (await ctx.database.db.execute(sql`select times_used as n from coupons where code = 'LASTONE'`)) as unknown as { rows: Array<{ n: number }> };
    expect(uses.rows[0]!.n).toBe(1);
  });
});

describe('reading orders', () => {
  it("answers the owner's order, and 404 to anyone else or for an unknown id", async () => {
    const created = (await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: tee.id, quantity: 1 }]) })).json();
    const mine = await call({ method: 'GET', url: `/api/orders/${created.orderId}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order.order_number).toBe(created.order.order_number);

    const stranger = as(ctx, (await signUp(ctx)).token);
    const theirs = await stranger({ method: 'GET', url: `/api/orders/${created.orderId}` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Order not found');
    expect((await call({ method: 'GET', url: `/api/orders/${randomUUID()}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/orders/not-a-uuid' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/orders/${created.orderId}` })).statusCode).toBe(401);
  });

  it('opens an order by its number (ATL-XXXXXX, any case) for its owner only: 404 for anyone else', async () => {
    const created = (await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: tee.id, quantity: 1 }]) })).json();
    const number: string = created.order.order_number;
    expect(number).toMatch(/^ATL-[0-9A-Z]{6}$/);
    for (const ref of [number, number.toLowerCase()]) {
      const mine = await call({ method: 'GET', url: `/api/orders/${ref}` });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().order.id).toBe(created.orderId);
    }

    const stranger = as(ctx, (await signUp(ctx)).token);
    const theirs = await stranger({ method: 'GET', url: `/api/orders/${number}` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Order not found');
    expect((await call({ method: 'GET', url: '/api/orders/ATL-000000' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/orders/${number}` })).statusCode).toBe(401);
  });

  it("lists the customer's own orders, newest first, with the total", async () => {
    const res = await call({ method: 'GET', url: '/api/orders/user/orders?limit=2' });
    expect(res.statusCode).toBe(200);
    const { orders } = res.json();
    expect(orders).toHaveLength(2);
    expect(new Date(orders[0].created_at) >= new Date(orders[1].created_at)).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBe(await count('orders', customer.user.id));
  });
});

describe('POST /api/orders/send-confirmation-email', () => {
  it("mails the stored order once, to the order's own address, whatever the payload says", async () => {
    const { orderId, order } = (await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: shoes.id, quantity: 1 }]) })).json();
    const res = await call({ method: 'POST', url: '/api/orders/send-confirmation-email', payload: { orderId, customerEmail: 'attacker@example.com', total: 1 } });
    expect(res.json()).toEqual({ success: true, message: 'Confirmation email sent' });
    await ctx.app.mailer.flush();
    const [mail] = await outboxRepository(ctx.database.db).findByRecipient(formData.email, 1);
    expect(mail!.subject).toBe(`Order ${order.order_number} received`);
    expect(mail!.textBody).toContain(`Total: RWF ${shoes.price.toLocaleString('en-US')}`);
    expect(mail!.html).toContain(order.order_number);
    // The link opens the order by the number the customer knows.
    expect(mail!.html).toContain(`/orders/${order.order_number}"`);
    expect(mail!.textBody).toContain(`/orders/${order.order_number}`);
    expect(mail!.html).not.toContain(orderId);
    expect(await outboxRepository(ctx.database.db).findByRecipient('attacker@example.com')).toEqual([]);
    const again = await call({ method: 'POST', url: '/api/orders/send-confirmation-email', payload: { orderId } });
    expect(again.json().message).toBe('Confirmation email already sent');
  });

  it("answers 404 for someone else's order", async () => {
    const { orderId } = (await call({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: tee.id, quantity: 1 }]) })).json();
    const stranger = as(ctx, (await signUp(ctx)).token);
    expect((await stranger({ method: 'POST', url: '/api/orders/send-confirmation-email', payload: { orderId } })).statusCode).toBe(404);
  });
});
