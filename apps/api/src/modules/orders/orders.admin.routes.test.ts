import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canTransition, formatRwf, kigaliDateTime, toMinor, type AdminOrder } from '@atelier/contracts';
import { as, buildTestApp, lastMailTo, placeOrder, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

/**
 * The back office's order routes (docs/decisions/100): search, detail, notes, the transition table,
 * payments and the derived payment status, voids, refunds, the CSV export, audit entries, and two
 * staff recording a payment at once.
 */
let ctx: TestContext;
let customer: Awaited<ReturnType<typeof signUp>>;
let staff: ReturnType<typeof as>;
let owner: ReturnType<typeof as>;
let products: number[];
let artworks: number[];

beforeAll(async () => {
  ctx = await buildTestApp();
  customer = await signUp(ctx);
  staff = as(ctx, (await signUpAs(ctx, 'staff', { name: 'Sam Staff' })).token);
  owner = as(ctx, (await signUpAs(ctx, 'admin', { name: 'Olive Owner' })).token);
  // Items without sizes or colours: an order names them without a variant (docs/decisions/127).
  products = ((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=20' })).json() as Array<{ id: number; variants: unknown[] }>).filter((p) => p.variants.length === 1).map((p) => p.id);
  artworks = ((await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=20' })).json() as Array<{ id: number }>).map((p) => p.id);
});
afterAll(() => ctx.close());

let nextProduct = 0;
/** A new order of one catalog product (not an artwork) by the test customer. */
async function newOrder(formData: Record<string, string> = {}) {
  return placeOrder(ctx, customer.token, [products[nextProduct++ % products.length]!], formData);
}
const detail = async (id: string) => (await staff({ method: 'GET', url: `/api/admin/orders/${id}` })).json().order as AdminOrder;
const pay = (id: string, payload: Record<string, unknown>, who = staff) => who({ method: 'POST', url: `/api/admin/orders/${id}/payments`, payload });
const setStatus = (id: string, payload: Record<string, unknown>) => staff({ method: 'POST', url: `/api/admin/orders/${id}/status`, payload });

describe('GET /api/admin/orders', () => {
  it('finds an order by number, customer name, e-mail or phone in any spelling, with X-Total-Count', async () => {
    const placed = await newOrder({ firstName: 'Immaculée', lastName: 'Zigirababyeyi', email: 'zigi.search@example.com', phone: '0722 555 019' });
    for (const q of [placed.order.order_number, placed.order.order_number.toLowerCase(), 'zigirababyeyi', 'Immaculée Zig', 'zigi.search@', '0722555019', '+250 722 555 019', '722555019']) {
      const res = await staff({ method: 'GET', url: `/api/admin/orders?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
      expect(res.headers['x-total-count'], q).toBe('1');
      expect(res.json().orders, q).toEqual([
        expect.objectContaining({
          id: placed.orderId,
          order_number: placed.order.order_number,
          customer_name: 'Immaculée Zigirababyeyi',
          customer_email: 'zigi.search@example.com',
          total: placed.order.total,
          amount_paid: 0,
          amount_due: placed.order.total,
          status: 'pending',
          payment_status: 'pending',
          item_count: 1,
        }),
      ]);
    }
    expect((await staff({ method: 'GET', url: '/api/admin/orders?q=nobody-like-this' })).json()).toMatchObject({ orders: [], total: 0 });
    // LIKE's wildcards are taken literally.
    expect((await staff({ method: 'GET', url: '/api/admin/orders?q=%25' })).json().total).toBe(0);
  });

  it('filters by status, payment status and dates, pages and sorts on the server', async () => {
    const a = await newOrder({ lastName: 'Pagingtest' });
    const b = await newOrder({ lastName: 'Pagingtest' });
    const c = await newOrder({ lastName: 'Pagingtest' });
    expect((await setStatus(b.orderId, { status: 'processing' })).statusCode).toBe(200);
    expect((await pay(c.orderId, { method: 'cash', amount: 1000 })).statusCode).toBe(201);

    const page1 = await staff({ method: 'GET', url: '/api/admin/orders?q=pagingtest&limit=2&sort=created_at' });
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.json().orders.map((o: { id: string }) => o.id)).toEqual([a.orderId, b.orderId]);
    const page2 = await staff({ method: 'GET', url: '/api/admin/orders?q=pagingtest&limit=2&page=2&sort=created_at' });
    expect(page2.json().orders.map((o: { id: string }) => o.id)).toEqual([c.orderId]);
    const newest = await staff({ method: 'GET', url: '/api/admin/orders?q=pagingtest' });
    expect(newest.json().orders.map((o: { id: string }) => o.id)).toEqual([c.orderId, b.orderId, a.orderId]);

    expect((await staff({ method: 'GET', url: '/api/admin/orders?q=pagingtest&status=processing' })).json().orders.map((o: { id: string }) => o.id)).toEqual([b.orderId]);
    expect((await staff({ method: 'GET', url: '/api/admin/orders?q=pagingtest&payment_status=partially_paid' })).json().orders.map((o: { id: string }) => o.id)).toEqual([c.orderId]);
    // The back office's dates are Kigali days (UTC+2): from 22:00 UTC the UTC date is yesterday there.
    const today = kigaliDateTime(new Date()).date;
    expect((await staff({ method: 'GET', url: `/api/admin/orders?q=pagingtest&from=2000-01-01&to=${today}` })).json().total).toBe(3);
    expect((await staff({ method: 'GET', url: '/api/admin/orders?q=pagingtest&to=2000-01-01' })).json().total).toBe(0);
  });

  it.each([
    ['status=shipped', 'status must be one of'],
    ['payment_status=maybe', 'payment_status must be one of'],
    ['sort=customer', 'sort must be one of'],
    ['limit=500', 'limit must be between 1 and 100'],
    ['from=yesterday', 'Please give a date as YYYY-MM-DD'],
  ])('answers 400 for %s', async (qs, message) => {
    const res = await staff({ method: 'GET', url: `/api/admin/orders?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('shows the stored lines, customer, addresses, totals and an empty history', async () => {
    const placed = await newOrder({ firstName: 'Aline', lastName: 'Detail', address: 'KG 9 Ave 3', phone: '0788123456' });
    const o = await detail(placed.orderId);
    expect(o).toMatchObject({
      id: placed.orderId,
      order_number: placed.order.order_number,
      status: 'pending',
      payment_status: 'pending',
      allowed_transitions: ['processing', 'cancelled'],
      total: placed.order.total,
      amount_paid: 0,
      amount_refunded: 0,
      amount_due: placed.order.total,
      customer: { user_id: customer.user.id, first_name: 'Aline', last_name: 'Detail', name: 'Aline Detail', phone: '0788123456' },
      shipping_address: { address: 'KG 9 Ave 3', city: 'Kigali' },
      payments: [],
      refunds: [],
      notes: [],
      timeline: [],
    });
    expect(o.lines).toEqual([expect.objectContaining({ product_id: placed.order.order_items[0]!.product_id, quantity: 1 })]);
    expect(o.whatsapp_url).toMatch(/^https:\/\/wa\.me\/250788123456\?text=/);
    expect(decodeURIComponent(o.whatsapp_url!.split('text=')[1]!)).toContain(`about your order ${placed.order.order_number}`);
  });

  it('answers 404 for an unknown id and for one that is not an id', async () => {
    for (const id of ['0b7c7d3e-4a57-4d6a-9a43-3f8f3c0b1a11', 'ATL-NOPE', 'x']) {
      const res = await staff({ method: 'GET', url: `/api/admin/orders/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toBe('Order not found');
    }
  });
});

describe('notes', () => {
  it('adds an internal note to the timeline, never shown to the customer', async () => {
    const placed = await newOrder();
    const res = await staff({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/notes`, payload: { text: '  Customer will pick up on Friday  ' } });
    expect(res.statusCode).toBe(201);
    const o = res.json().order as AdminOrder;
    expect(o.notes).toEqual([expect.objectContaining({ text: 'Customer will pick up on Friday', author: expect.objectContaining({ name: 'Sam Staff' }) })]);
    expect(o.timeline).toEqual([expect.objectContaining({ action: 'order.note_added', entity: 'order', entity_id: placed.orderId, actor: expect.objectContaining({ name: 'Sam Staff' }) })]);
    const mine = await as(ctx, customer.token)({ method: 'GET', url: `/api/orders/${placed.orderId}` });
    expect(mine.body).not.toContain('pick up on Friday');
    const blank = await staff({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/notes`, payload: { text: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Please write a note');
  });
});

describe('status (transition table)', () => {
  it('allows exactly the moves of the contracts table, answering 409 for the others', async () => {
    // Walk every (from, to) pair from each reachable state.
    const paths: Record<string, string[]> = { pending: [], processing: ['processing'], ready: ['processing', 'ready'], completed: ['processing', 'ready', 'completed'], cancelled: ['cancelled'] };
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const placed = await newOrder();
        for (const step of paths[from]!) expect((await setStatus(placed.orderId, { status: step, reason: 'test' })).statusCode).toBe(200);
        const res = await setStatus(placed.orderId, { status: to, reason: 'test' });
        if (canTransition(from, to)) {
          expect(res.statusCode, `${from}→${to}`).toBe(200);
          expect(res.json().order.status).toBe(to);
        } else {
          expect(res.statusCode, `${from}→${to}`).toBe(409);
          expect(res.json().error).toBe(`An order that is ${from} cannot become ${to}`);
        }
      }
    }
  });

  it("needs a reason to cancel; cancelling frees the artwork, e-mails the customer and shows on the customer's order", async () => {
    const artwork = artworks[0]!;
    const placed = await placeOrder(ctx, customer.token, [artwork]);
    // Held: nobody else can order it.
    const other = await signUp(ctx);
    const refused = await as(
      ctx,
      other.token,
    )({
      method: 'POST',
      url: '/api/orders',
      payload: {
        formData: { firstName: 'B', lastName: 'C', email: other.email, phone: '0788123456', address: 'x', city: 'Kigali', state: 'Kigali', country: 'Rwanda', postalCode: '0' },
        cartData: { items: [{ productId: artwork }] },
      },
    });
    expect(refused.statusCode).toBe(409);

    const availability = async () => (await ctx.app.inject({ method: 'GET', url: `/api/gallery/${artwork}` })).json().availability;
    expect(await availability()).toBe('reserved');
    const noReason = await setStatus(placed.orderId, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Please give a reason for cancelling this order');

    const res = await setStatus(placed.orderId, { status: 'cancelled', reason: 'Customer asked by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', allowed_transitions: [], amount_due: 0 });
    expect(res.json().order.timeline).toEqual([
      expect.objectContaining({ action: 'order.cancelled', before: { status: 'pending' }, after: { status: 'cancelled', freed_artworks: [artwork] }, reason: 'Customer asked by phone' }),
    ]);
    const mail = await lastMailTo(ctx, 'aline@example.com');
    expect(mail.subject).toBe(`Order ${placed.order.order_number} cancelled`);
    expect(mail.textBody).toContain('Customer asked by phone');
    const mine = (await as(ctx, customer.token)({ method: 'GET', url: `/api/orders/${placed.orderId}` })).json().order;
    expect(mine.status).toBe('cancelled');
    // On sale again, in the cached catalog replies too.
    expect(await availability()).toBe('available');
    const again = await as(
      ctx,
      other.token,
    )({
      method: 'POST',
      url: '/api/orders',
      payload: {
        formData: { firstName: 'B', lastName: 'C', email: other.email, phone: '0788123456', address: 'x', city: 'Kigali', state: 'Kigali', country: 'Rwanda', postalCode: '0' },
        cartData: { items: [{ productId: artwork }] },
      },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('payments', () => {
  it('marks an artwork sold once its order is paid in full', async () => {
    const artwork = artworks[1]!;
    const placed = await placeOrder(ctx, customer.token, [artwork]);
    const availability = async () => (await ctx.app.inject({ method: 'GET', url: `/api/gallery/${artwork}` })).json().availability;
    expect(await availability()).toBe('reserved');
    await pay(placed.orderId, { method: 'cash', amount: placed.order.total });
    expect(await availability()).toBe('sold');
  });

  it('takes partial payments, derives the payment status, e-mails the customer, and the invoice turns PAID', async () => {
    const placed = await newOrder();
    const total = placed.order.total;
    const first = await pay(placed.orderId, { method: 'momo_mtn', amount: 1000, reference: ' mp2411.0001 ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().order).toMatchObject({ payment_status: 'partially_paid', amount_paid: 1000, amount_due: total - 1000 });
    expect(first.json().order.payments).toEqual([
      expect.objectContaining({ method: 'momo_mtn', amount: 1000, reference: 'MP2411.0001', voided_at: null, recorded_by: expect.objectContaining({ name: 'Sam Staff' }) }),
    ]);
    let mail = await lastMailTo(ctx, 'aline@example.com');
    expect(mail.subject).toBe(`Payment received for order ${placed.order.order_number}`);
    // Part-paid: what is paid and the balance, on one line (docs/decisions/122).
    expect(mail.textBody).toContain(`Paid RWF 1,000 · Balance due ${formatRwf(total - 1000)}.`);
    let mine = (await as(ctx, customer.token)({ method: 'GET', url: `/api/orders/${placed.orderId}` })).json().order;
    // The customer's order names the method recorded, not the channel it came by (WhatsApp).
    expect(mine).toMatchObject({ payment_status: 'partially_paid', amount_paid: 1000, amount_due: total - 1000, payment_method: 'whatsapp', payment_methods: ['momo_mtn'] });
    expect((await as(ctx, customer.token)({ method: 'GET', url: '/api/orders/user/orders' })).json().orders.find((o: { id: string }) => o.id === placed.orderId).payment_methods).toEqual(['momo_mtn']);

    const rest = await pay(placed.orderId, { method: 'cash', amount: total - 1000 });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().order).toMatchObject({ payment_status: 'paid', amount_paid: total, amount_due: 0, paid_at: expect.any(String) });
    mail = await lastMailTo(ctx, 'aline@example.com');
    expect(mail.textBody).toContain('Your order is paid in full.');
    mine = (await as(ctx, customer.token)({ method: 'GET', url: `/api/orders/${placed.orderId}` })).json().order;
    expect(mine).toMatchObject({ payment_status: 'paid', amount_due: 0, payment_methods: ['momo_mtn', 'cash'] });

    const timeline = rest.json().order.timeline as AdminOrder['timeline'];
    expect(timeline.map((e) => e.action)).toEqual(['order.payment_recorded', 'order.payment_recorded']);
    expect(timeline[1]).toMatchObject({ before: { payment_status: 'partially_paid', amount_paid: 1000 }, after: { payment_status: 'paid', amount_paid: total } });
  });

  it('refuses more than is due, a cancelled order, a future date, and mobile money without its reference', async () => {
    const placed = await newOrder();
    let res = await pay(placed.orderId, { method: 'cash', amount: placed.order.total + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`Only ${formatRwf(placed.order.total)} is due on this order`);
    res = await pay(placed.orderId, { method: 'airtel_money', amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter the mobile-money transaction reference');
    for (const [payload, message] of [
      [{ method: 'cheque', amount: 100 }, 'method must be one of'],
      [{ method: 'cash', amount: 0 }, 'The amount must be more than 0'],
      [{ method: 'cash', amount: 10.5 }, 'whole number'],
      [{ method: 'cash', amount: 'lots' }, 'Please enter an amount'],
    ] as const) {
      res = await pay(placed.orderId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    res = await pay(placed.orderId, { method: 'cash', amount: 100, paid_at: '2999-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The payment date cannot be in the future');
    expect((await pay('0b7c7d3e-4a57-4d6a-9a43-3f8f3c0b1a11', { method: 'cash', amount: 100 })).statusCode).toBe(404);
    await setStatus(placed.orderId, { status: 'cancelled', reason: 'test' });
    res = await pay(placed.orderId, { method: 'cash', amount: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This order is cancelled: no payment can be recorded on it');
    expect((await detail(placed.orderId)).payments).toEqual([]);
  });

  it('answers 409 for the same mobile-money reference twice, on any order, until that payment is voided', async () => {
    const a = await newOrder();
    const b = await newOrder();
    expect((await pay(a.orderId, { method: 'momo_mtn', amount: 500, reference: 'TX-DUP-1' })).statusCode).toBe(201);
    for (const [id, reference] of [
      [a.orderId, 'TX-DUP-1'],
      [b.orderId, 'tx-dup-1'],
      [b.orderId, ' TX-DUP-1 '],
    ]) {
      const res = await pay(id!, { method: 'momo_mtn', amount: 500, reference });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('A payment with this reference is already recorded');
    }
    // The same text for another method, or for cash, is not a mobile-money duplicate.
    expect((await pay(b.orderId, { method: 'airtel_money', amount: 500, reference: 'TX-DUP-1' })).statusCode).toBe(201);
    expect((await pay(b.orderId, { method: 'cash', amount: 100, reference: 'receipt 1' })).statusCode).toBe(201);
    expect((await pay(b.orderId, { method: 'cash', amount: 100, reference: 'receipt 1' })).statusCode).toBe(201);
    // Voided, the reference may be recorded again (the right entry after a wrong one).
    const paymentId = (await detail(a.orderId)).payments[0]!.id;
    expect((await owner({ method: 'POST', url: `/api/admin/orders/${a.orderId}/payments/${paymentId}/void`, payload: { reason: 'Wrong order' } })).statusCode).toBe(200);
    expect((await pay(b.orderId, { method: 'momo_mtn', amount: 500, reference: 'TX-DUP-1' })).statusCode).toBe(201);
  });

  it('never double-counts when two staff record at once', async () => {
    const placed = await newOrder();
    const total = placed.order.total;
    // Both try to record the whole amount: one wins, the other is told nothing is due.
    const both = await Promise.all([pay(placed.orderId, { method: 'cash', amount: total }), pay(placed.orderId, { method: 'bank_transfer', amount: total })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // Halves at once both land, and the sums add up.
    const second = await newOrder();
    const half = Math.floor(second.order.total / 2);
    const halves = await Promise.all([pay(second.orderId, { method: 'cash', amount: half }), pay(second.orderId, { method: 'cash', amount: second.order.total - half })]);
    expect(halves.map((r) => r.statusCode)).toEqual([201, 201]);
    // The same reference at once: one payment.
    const third = await newOrder();
    const refs = await Promise.all([0, 1, 2].map(() => pay(third.orderId, { method: 'momo_mtn', amount: 100, reference: 'TX-RACE-7' })));
    expect(refs.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);

    for (const [id, paid, status] of [
      [placed.orderId, total, 'paid'],
      [second.orderId, second.order.total, 'paid'],
      [third.orderId, 100, 'partially_paid'],
    ] as const) {
      const [row] = await query<{ amount_paid_minor: string; payment_status: string; n: string; sum: string }>(
        ctx,
        sql`select o.amount_paid_minor, o.payment_status, (select count(*) from order_payments p where p.order_id = o.id) as n, (select sum(amount_minor) from order_payments p where p.order_id = o.id) as sum from orders o where o.id = ${id}`,
      );
      expect(Number(row!.amount_paid_minor)).toBe(toMinor(paid));
      expect(Number(row!.sum)).toBe(toMinor(paid));
      expect(row!.payment_status).toBe(status);
    }
  });
});

describe('voids and refunds (owner)', () => {
  it('voids a payment with a reason: it stays, marked, and the status is derived again', async () => {
    const placed = await newOrder();
    const paid = (await pay(placed.orderId, { method: 'cash', amount: placed.order.total })).json().order as AdminOrder;
    const paymentId = paid.payments[0]!.id;
    const url = `/api/admin/orders/${placed.orderId}/payments/${paymentId}/void`;
    expect((await owner({ method: 'POST', url, payload: { reason: ' ' } })).json().error).toBe('Please give a reason');
    const res = await owner({ method: 'POST', url, payload: { reason: 'Typed on the wrong order' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ payment_status: 'pending', amount_paid: 0, amount_due: placed.order.total, paid_at: null });
    expect(res.json().order.payments).toEqual([
      expect.objectContaining({ id: paymentId, voided_at: expect.any(String), void_reason: 'Typed on the wrong order', voided_by: expect.objectContaining({ name: 'Olive Owner' }) }),
    ]);
    expect(res.json().order.timeline.at(-1)).toMatchObject({
      action: 'order.payment_voided',
      reason: 'Typed on the wrong order',
      before: { payment_status: 'paid' },
      after: { payment_status: 'pending' },
    });
    const again = await owner({ method: 'POST', url, payload: { reason: 'again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This payment is already voided');
    expect((await owner({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/payments/0b7c7d3e-4a57-4d6a-9a43-3f8f3c0b1a11/void`, payload: { reason: 'x' } })).statusCode).toBe(404);
  });

  it('refunds never more than was paid, deriving partially_refunded then refunded', async () => {
    const placed = await newOrder();
    const total = placed.order.total;
    const refund = (payload: Record<string, unknown>) => owner({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/refunds`, payload });
    let res = await refund({ amount: 100, method: 'cash', reason: 'Goodwill' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Nothing was paid on this order that could be refunded');
    await pay(placed.orderId, { method: 'cash', amount: total });
    res = await refund({ amount: total + 1, method: 'cash', reason: 'Too much' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`At most ${formatRwf(total)} can be refunded on this order`);
    expect((await refund({ amount: 100, method: 'cash' })).json().error).toBe('Please give a reason');

    res = await refund({ amount: 1000, method: 'momo_mtn', reference: 'RF-1', reason: 'Scratched box' });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ payment_status: 'partially_refunded', amount_paid: total, amount_refunded: 1000, amount_due: 0 });
    expect(res.json().order.refunds).toEqual([
      expect.objectContaining({ amount: 1000, method: 'momo_mtn', reference: 'RF-1', reason: 'Scratched box', recorded_by: expect.objectContaining({ name: 'Olive Owner' }) }),
    ]);
    res = await refund({ amount: total - 1000, method: 'cash', reason: 'Returned' });
    expect(res.json().order).toMatchObject({ payment_status: 'refunded', amount_refunded: total });
    expect((await refund({ amount: 1, method: 'cash', reason: 'More' })).statusCode).toBe(409);
    // A refunded payment cannot be voided away from under its refund.
    const paymentId = res.json().order.payments[0].id;
    expect((await owner({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/payments/${paymentId}/void`, payload: { reason: 'x' } })).statusCode).toBe(409);
    expect(res.json().order.timeline.map((e: { action: string }) => e.action)).toEqual(['order.payment_recorded', 'order.refund_recorded', 'order.refund_recorded']);
  });
});

describe('audit log', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    const placed = await newOrder();
    await staff({ method: 'POST', url: `/api/admin/orders/${placed.orderId}/notes`, payload: { text: 'hello' } });
    await expect(query(ctx, sql`update audit_log set reason = 'changed' where entity_id = ${placed.orderId}`)).rejects.toThrow();
    await expect(query(ctx, sql`delete from audit_log where entity_id = ${placed.orderId}`)).rejects.toThrow();
    const list = await owner({ method: 'GET', url: `/api/admin/audit?entity=order&entity_id=${placed.orderId}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json().entries).toEqual([expect.objectContaining({ action: 'order.note_added', actor: expect.objectContaining({ name: 'Sam Staff' }) })]);
    // Filters: by who, what and when.
    const staffId = list.json().entries[0].actor.id;
    const mine = (await owner({ method: 'GET', url: `/api/admin/audit?actor_id=${staffId}&action=order.note_added&limit=100` })).json();
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((e: { actor: { id: string }; action: string }) => e.actor.id === staffId && e.action === 'order.note_added')).toBe(true);
    expect((await owner({ method: 'GET', url: `/api/admin/audit?entity_id=${placed.orderId}&to=2000-01-01` })).json().total).toBe(0);
    expect((await owner({ method: 'GET', url: `/api/admin/audit?entity_id=${placed.orderId}&from=${kigaliDateTime(new Date()).date}` })).json().total).toBe(1);
    expect((await owner({ method: 'GET', url: '/api/admin/audit?limit=0' })).statusCode).toBe(400);
  });

  it("records the customer's own cancellation too", async () => {
    const placed = await newOrder();
    expect((await as(ctx, customer.token)({ method: 'POST', url: `/api/orders/${placed.orderId}/cancel` })).statusCode).toBe(200);
    expect((await detail(placed.orderId)).timeline).toEqual([
      expect.objectContaining({ action: 'order.cancelled', actor: expect.objectContaining({ id: customer.user.id }), reason: 'Cancelled by the customer' }),
    ]);
  });
});

describe('GET /api/admin/orders.csv (owner)', () => {
  it('streams UTF-8 CSV with a BOM and RFC 4180 quoting, with the list filters, payment methods and references', async () => {
    const placed = await newOrder({ firstName: 'Jean "JJ"', lastName: 'Csvtest, Jr', phone: '0788000111' });
    await pay(placed.orderId, { method: 'momo_mtn', amount: 300, reference: 'CSV-REF-9' });
    await pay(placed.orderId, { method: 'cash', amount: 200 });
    await newOrder({ lastName: 'Csvtest-other' });
    const res = await owner({ method: 'GET', url: `/api/admin/orders.csv?q=${encodeURIComponent('csvtest, jr')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'order_number,created_at,status,payment_status,customer_name,customer_email,customer_phone,item_count,subtotal,discount,total,amount_paid,amount_refunded,amount_due,coupon_code,payment_methods,payment_references,channel',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${placed.order.order_number},`);
    expect(lines[1]).toContain('"Jean ""JJ"" Csvtest, Jr"');
    expect(lines[1]).toContain(',partially_paid,');
    expect(lines[1]).toMatch(/,(cash; momo_mtn|momo_mtn; cash),CSV-REF-9,web$/);
    expect((await owner({ method: 'GET', url: '/api/admin/orders.csv?status=bogus' })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/dashboard', () => {
  it("adds up today's and this week's orders, paid and awaiting payment, and counts the tiles", async () => {
    const before = (await staff({ method: 'GET', url: '/api/admin/dashboard' })).json().dashboard;
    const a = await newOrder();
    const b = await newOrder();
    await pay(a.orderId, { method: 'cash', amount: 700 });
    await setStatus(b.orderId, { status: 'processing' });
    const c = await newOrder();
    await setStatus(c.orderId, { status: 'cancelled', reason: 'test' });
    const res = await staff({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const d = res.json().dashboard;
    expect(d.sales_today.paid - before.sales_today.paid).toBe(700);
    expect(d.sales_today.awaiting_payment - before.sales_today.awaiting_payment).toBe(a.order.total - 700 + b.order.total);
    expect(d.sales_today.orders - before.sales_today.orders).toBe(2);
    expect(d.sales_this_week.paid - before.sales_this_week.paid).toBe(700);
    expect(d.orders_awaiting_payment - before.orders_awaiting_payment).toBe(2);
    expect(d.orders_in_progress - before.orders_in_progress).toBe(1);
    expect(d.cancelled_this_week - before.cancelled_this_week).toBe(1);
    expect(d).toMatchObject({ currency: 'RWF', bookings_today: expect.any(Number), open_returns: expect.any(Number), unread_messages: expect.any(Number) }); // counted by their areas (dashboard.admin.routes.test.ts)
  });
});
