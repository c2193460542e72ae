import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES, ADMIN_MESSAGES, CHECKOUT_MESSAGES, type AdminOrder, type CatalogItem, type PayInvoice } from '@atelier/contracts';
import { as, buildTestApp, checkoutFormData, lastCodeFor, lastMailTo, newCustomer, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { redactQuery } from '../../app.js';

/**
 * Orders from every channel (docs/decisions/128): orders staff enter for an account, a customer record
 * or a new phone-only customer (catalog lines with variants at the catalog's price, custom lines and
 * discounts the owner's), taking stock and artworks exactly as web orders, race-safe; their edits
 * before payment and the lock after; the pay link (its key right, wrong, renewed or another order's,
 * never in the log, rate-limited); and the linking of entered orders to an account only once its
 * e-mail is verified. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let ctx: TestContext;
let customer: Awaited<ReturnType<typeof signUp>>;
let staff: ReturnType<typeof as>;
let owner: ReturnType<typeof as>;
let runners: CatalogItem;
let single: CatalogItem;
let artworks: number[];

const RUNNERS = 'nyungwe-canopy-runners';
const SINGLE = 'imigongo-high-top-sneakers';
const LION = 'Bespoke sneakers, hand-painted lion, size 41';

type Who = ReturnType<typeof as>;
const enter = (who: Who, payload: Record<string, unknown>) => who({ method: 'POST', url: '/api/admin/orders', payload });
const edit = (who: Who, id: string, payload: Record<string, unknown>) => who({ method: 'PATCH', url: `/api/admin/orders/${id}`, payload });
const detail = async (id: string) => (await staff({ method: 'GET', url: `/api/admin/orders/${id}` })).json().order as AdminOrder;
const payPage = (orderNumber: string, key?: string) => ctx.app.inject({ method: 'GET', url: `/api/pay/${orderNumber}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}` });
const keyOf = (payUrl: string) => new URL(payUrl).searchParams.get('key')!;
const stockOf = async (variantId: number) => (await query<{ stock: number | null }>(ctx, sql`select stock from catalog_variants where id = ${variantId}`))[0]!.stock;
const setStock = (variantId: number, stock: number) => ctx.database.db.execute(sql`update catalog_variants set stock = ${stock} where id = ${variantId}`);
const webOrder = (token: string, items: Array<{ productId: number; variantId?: number }>) =>
  as(ctx, token)({ method: 'POST', url: '/api/orders', payload: { formData: checkoutFormData, cartData: { items } } });
let phones = 0;
/** A Rwandan number no account of these tests has (accounts sign up with +250788123456). */
const newPhone = () => `+2507220${String(++phones).padStart(5, '0')}`;
const v41 = () => runners.variants.find((v) => v.options.Size === '41')!;
const v42 = () => runners.variants.find((v) => v.options.Size === '42')!;

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '0' });
  customer = await signUp(ctx);
  staff = as(ctx, (await signUpAs(ctx, 'staff', { name: 'Sam Staff' })).token);
  owner = as(ctx, (await signUpAs(ctx, 'admin', { name: 'Olive Owner' })).token);
  runners = (await ctx.app.inject({ method: 'GET', url: `/api/products/${RUNNERS}` })).json();
  single = (await ctx.app.inject({ method: 'GET', url: `/api/products/${SINGLE}` })).json();
  artworks = ((await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=20' })).json() as Array<{ id: number }>).map((a) => a.id);
});
afterAll(() => ctx.close());

describe('POST /api/admin/orders', () => {
  it('is 401 without a sign-in and 403 for a customer; staff enter a WhatsApp order for a new phone-only customer with a size-41 shoe', async () => {
    const body = { customer: { name: 'Aline Mukamana', phone: '0722 100 001' }, channel: 'whatsapp', lines: [{ productId: runners.id, variantId: v41().id }] };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/orders', payload: body })).statusCode).toBe(401);
    expect((await enter(as(ctx, customer.token), body)).statusCode).toBe(403);

    await setStock(v41().id, 3);
    const res = await enter(staff, body);
    expect(res.statusCode).toBe(201);
    const o = res.json().order as AdminOrder;
    expect(o.order_number).toMatch(/^ATL-[0-9A-Z]{6}$/);
    expect(o).toMatchObject({ channel: 'whatsapp', status: 'pending', payment_status: 'pending', total: 58000, amount_due: 58000, lines_editable: true, note: null });
    expect(o.customer).toMatchObject({ user_id: null, customer_id: expect.any(String), first_name: 'Aline', last_name: 'Mukamana', email: '', phone: '+250722100001' });
    expect(o.lines).toEqual([expect.objectContaining({ product_id: runners.id, variant_id: v41().id, variant_title: '41', quantity: 1, unit_price: 58000 })]);
    expect(o.pay_url.startsWith(`${ctx.config.publicUrl}/pay/${o.order_number}?key=`)).toBe(true);
    expect(keyOf(o.pay_url)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(o.timeline.map((e) => e.action)).toEqual(['order.created']);
    expect(await stockOf(v41().id)).toBe(2);

    // The same number, spelt otherwise, is the same customer record.
    const again = (await enter(staff, { ...body, customer: { name: 'Aline M.', phone: '+250 722 100 001' } })).json().order as AdminOrder;
    expect(again.customer.customer_id).toBe(o.customer.customer_id);
    expect((await query<{ n: number }>(ctx, sql`select count(*)::int as n from customers where phone = '+250722100001'`))[0]!.n).toBe(1);

    // The list filters by channel; every row has its channel and pay link.
    const listed = (await staff({ method: 'GET', url: '/api/admin/orders?channel=whatsapp&limit=100' })).json().orders as Array<{ id: string; channel: string; pay_url: string }>;
    expect(listed.find((r) => r.id === o.id)).toMatchObject({ channel: 'whatsapp', pay_url: o.pay_url });
    expect(listed.every((r) => r.channel === 'whatsapp')).toBe(true);
    const web = (await staff({ method: 'GET', url: '/api/admin/orders?channel=web&limit=100' })).json().orders as Array<{ id: string }>;
    expect(web.some((r) => r.id === o.id)).toBe(false);
    expect((await staff({ method: 'GET', url: '/api/admin/orders?channel=fax' })).statusCode).toBe(400);
    const dashboard = (await staff({ method: 'GET', url: '/api/admin/dashboard' })).json().dashboard;
    expect(dashboard.sales_this_week_by_channel.map((c: { channel: string }) => c.channel)).toEqual(['web', 'whatsapp', 'instagram', 'phone', 'studio']);
    expect(dashboard.sales_this_week_by_channel[1].orders).toBeGreaterThanOrEqual(2);
  });

  it('keeps custom prices and discounts for the owner: staff get 403; the owner’s order adds up, and a discount above the subtotal is 400', async () => {
    const who = { name: 'Claire Studio', phone: newPhone(), email: 'claire.studio@example.com', language: 'fr' };
    const custom = { title: LION, price: 85000 };
    const staffCustom = await enter(staff, { customer: who, channel: 'studio', lines: [custom] });
    expect(staffCustom.statusCode).toBe(403);
    expect(staffCustom.json().error).toBe(ADMIN_MESSAGES.pricesOwnerOnly);
    expect((await enter(staff, { customer: who, channel: 'studio', lines: [{ productId: single.id }], discount: 1000 })).statusCode).toBe(403);

    const res = await enter(owner, { customer: who, channel: 'studio', lines: [{ productId: single.id }, { ...custom, quantity: 2 }], discount: 5000, note: 'Collect on Saturday' });
    expect(res.statusCode).toBe(201);
    const o = res.json().order as AdminOrder;
    expect(o).toMatchObject({ channel: 'studio', subtotal: 65000 + 170000, discount: 5000, total: 230000, note: 'Collect on Saturday' });
    expect(o.lines[1]).toMatchObject({ product_id: null, variant_id: null, kind: 'custom', product_name: LION, quantity: 2, unit_price: 85000, line_total: 170000 });
    // The customer has an address: the order confirmation, in French, with the pay link in French.
    const mail = await lastMailTo(ctx, 'claire.studio@example.com');
    expect(mail.subject).toBe(`Commande ${o.order_number} reçue`);
    expect(mail.textBody).toContain(`/fr/pay/${o.order_number}?key=${keyOf(o.pay_url)}`);

    const tooMuch = await enter(owner, { customer: who, channel: 'studio', lines: [custom], discount: 85001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe(ADMIN_MESSAGES.discountTooLarge);
    expect((await enter(owner, { customer: who, channel: 'web', lines: [custom] })).statusCode).toBe(400);
  });

  it('enters an order for an account or a customer record by id; an unknown id is 404', async () => {
    const forAccount = await enter(staff, { customer: { id: customer.user.id }, channel: 'phone', lines: [{ productId: single.id }] });
    expect(forAccount.statusCode).toBe(201);
    const o = forAccount.json().order as AdminOrder;
    expect(o.customer).toMatchObject({ user_id: customer.user.id, customer_id: null, email: customer.email });
    // The account sees it in its profile at once.
    const mine = (await as(ctx, customer.token)({ method: 'GET', url: '/api/orders/user/orders' })).json().orders as Array<{ id: string }>;
    expect(mine.map((m) => m.id)).toContain(o.id);

    const record = (await enter(staff, { customer: { name: 'Rec Ord', phone: newPhone() }, channel: 'instagram', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    const byRecord = await enter(staff, { customer: { customer_id: record.customer.customer_id }, channel: 'instagram', lines: [{ productId: single.id }] });
    expect(byRecord.json().order.customer).toMatchObject({ customer_id: record.customer.customer_id, first_name: 'Rec', last_name: 'Ord' });
    const byId = await enter(staff, { customer: { id: record.customer.customer_id }, channel: 'instagram', lines: [{ productId: single.id }] });
    expect(byId.json().order.customer.customer_id).toBe(record.customer.customer_id);
    expect((await enter(staff, { customer: { id: randomUUID() }, channel: 'phone', lines: [{ productId: single.id }] })).statusCode).toBe(404);
    expect((await enter(staff, { customer: { id: 'nobody' }, channel: 'phone', lines: [{ productId: single.id }] })).statusCode).toBe(404);
  });

  it('gives an entered order no payment method before a payment (docs/decisions/130), a web order keeps WhatsApp', async () => {
    const entered = (await enter(staff, { customer: { id: customer.user.id }, channel: 'studio', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    const stored = async (id: string) => (await query<{ payment_method: string }>(ctx, sql`select payment_method from orders where id = ${id}`))[0]!.payment_method;
    expect(await stored(entered.id)).toBe('none');
    const web = (await webOrder(customer.token, [{ productId: single.id }])).json() as { orderId: string };
    // An entered order stored before this (with the checkout's default) reads the same.
    const older = (await enter(staff, { customer: { id: customer.user.id }, channel: 'phone', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    await ctx.database.db.execute(sql`update orders set payment_method = 'whatsapp' where id = ${older.id}`);
    const mine = (await as(ctx, customer.token)({ method: 'GET', url: '/api/orders/user/orders' })).json().orders as Array<{ id: string; payment_method: string; payment_methods: string[] }>;
    const of = (id: string) => mine.find((m) => m.id === id)!;
    expect(of(entered.id)).toMatchObject({ payment_method: 'none', payment_methods: [] });
    expect(of(older.id).payment_method).toBe('none');
    expect(of(web.orderId).payment_method).toBe('whatsapp');
    // Once paid, the recorded method is what the invoice names.
    await staff({ method: 'POST', url: `/api/admin/orders/${entered.id}/payments`, payload: { method: 'cash', amount: 1000 } });
    const after = (await as(ctx, customer.token)({ method: 'GET', url: '/api/orders/user/orders' })).json().orders.find((m: { id: string }) => m.id === entered.id);
    expect(after).toMatchObject({ payment_method: 'none', payment_methods: ['cash'] });
  });

  it('takes a one-of-a-kind artwork as a web order does: whichever comes second is 409', async () => {
    const [first, second] = artworks;
    const entered = await enter(staff, { customer: { name: 'Art Lover', phone: newPhone() }, channel: 'instagram', lines: [{ productId: first }] });
    expect(entered.statusCode).toBe(201);
    const web = await webOrder(customer.token, [{ productId: first! }]);
    expect(web.statusCode).toBe(409);
    expect(web.json().error).toBe(CHECKOUT_MESSAGES.artworkTaken);

    expect((await webOrder(customer.token, [{ productId: second! }])).statusCode).toBe(201);
    const late = await enter(staff, { customer: { name: 'Art Lover', phone: newPhone() }, channel: 'instagram', lines: [{ productId: second }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(CHECKOUT_MESSAGES.artworkTaken);
  });

  it('of an entered order and a web order for the last unit at once, exactly one gets it', async () => {
    const v = v42();
    await setStock(v.id, 1);
    const before = (await query<{ n: number }>(ctx, sql`select count(*)::int as n from order_items where variant_id = ${v.id}`))[0]!.n;
    // Real requests through the app, at the same moment (on PostgreSQL on two connections; PGlite runs them one after the other).
    const answers = await Promise.all([
      enter(staff, { customer: { name: 'Quick Buyer', phone: newPhone() }, channel: 'whatsapp', lines: [{ productId: runners.id, variantId: v.id }] }),
      webOrder(customer.token, [{ productId: runners.id, variantId: v.id }]),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(ADMIN_CATALOG_MESSAGES.notEnoughStock('Nyungwe Canopy Runners — 42', 0));
    expect(await stockOf(v.id)).toBe(0);
    expect((await query<{ n: number }>(ctx, sql`select count(*)::int as n from order_items where variant_id = ${v.id}`))[0]!.n).toBe(before + 1);
  });
});

describe('PATCH /api/admin/orders/{id}', () => {
  it('replaces the lines before payment, moves the stock, keeps one audit entry with before and after, and e-mails the updated invoice', async () => {
    await setStock(v41().id, 5);
    await setStock(v42().id, 5);
    const email = 'edit.me@example.com';
    const o = (
      await enter(owner, {
        customer: { name: 'Edith Edit', phone: newPhone(), email },
        channel: 'whatsapp',
        lines: [
          { productId: runners.id, variantId: v41().id },
          { title: LION, price: 85000 },
        ],
      })
    ).json().order as AdminOrder;
    expect(await stockOf(v41().id)).toBe(4);

    // Staff change the size and the quantity, and keep the owner's custom line at its price.
    const res = await edit(staff, o.id, {
      lines: [
        { productId: runners.id, variantId: v42().id, quantity: 2 },
        { title: LION, price: 85000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json().order as AdminOrder;
    expect(edited.lines.map((l) => [l.variant_title, l.quantity, l.line_total])).toEqual([
      ['42', 2, 116000],
      ['', 1, 85000],
    ]);
    expect(edited.total).toBe(201000);
    expect([await stockOf(v41().id), await stockOf(v42().id)]).toEqual([5, 3]);
    const entry = edited.timeline.filter((e) => e.action === 'order.edited');
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({
      before: {
        lines: [
          { title: 'Nyungwe Canopy Runners', variant: '41', quantity: 1, unit_price: 58000 },
          { title: LION, variant: '', quantity: 1, unit_price: 85000 },
        ],
        total: 143000,
      },
      after: {
        lines: [
          { title: 'Nyungwe Canopy Runners', variant: '42', quantity: 2, unit_price: 58000 },
          { title: LION, variant: '', quantity: 1, unit_price: 85000 },
        ],
        total: 201000,
      },
    });
    const mail = await lastMailTo(ctx, email);
    expect(mail.subject).toBe(`Order ${o.order_number} updated: your new invoice`);
    expect(mail.textBody).toContain(`/pay/${o.order_number}?key=${keyOf(o.pay_url)}`);

    // A new price or a discount is the owner's.
    expect((await edit(staff, o.id, { lines: [{ title: LION, price: 90000 }] })).statusCode).toBe(403);
    expect((await edit(staff, o.id, { discount: 1000 })).statusCode).toBe(403);
    const discounted = await edit(owner, o.id, { discount: 1000 });
    expect(discounted.json().order).toMatchObject({ discount: 1000, total: 200000 });
    // More than it has left of a size is a readable 409, and nothing moves.
    const short = await edit(staff, o.id, { lines: [{ productId: runners.id, variantId: v41().id, quantity: 6 }] });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe(ADMIN_CATALOG_MESSAGES.notEnoughStock('Nyungwe Canopy Runners — 41', 5));
    expect([await stockOf(v41().id), await stockOf(v42().id)]).toEqual([5, 3]);
    // Address and note, staff's too.
    const address = await edit(staff, o.id, { shipping_address: { address: 'KN 5 Rd 3', city: 'Kigali', country: 'Rwanda' }, note: 'Ring twice' });
    expect(address.json().order).toMatchObject({ note: 'Ring twice', shipping_address: { address: 'KN 5 Rd 3', city: 'Kigali', country: 'Rwanda', state: '' } });
    expect((await edit(staff, o.id, {})).statusCode).toBe(400);
    expect((await edit(as(ctx, customer.token), o.id, { note: 'x' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/admin/orders/${o.id}`, payload: { note: 'x' } })).statusCode).toBe(401);
    expect((await edit(staff, randomUUID(), { note: 'x' })).statusCode).toBe(404);
  });

  it('frees an artwork that leaves the order', async () => {
    const art = artworks[2]!;
    const o = (await enter(staff, { customer: { name: 'Art Swap', phone: newPhone() }, channel: 'phone', lines: [{ productId: art }] })).json().order as AdminOrder;
    expect((await webOrder(customer.token, [{ productId: art }])).statusCode).toBe(409);
    // Kept on the order, it is still its own: no 409 against itself.
    expect((await edit(staff, o.id, { lines: [{ productId: art }, { productId: single.id }] })).statusCode).toBe(200);
    expect((await edit(staff, o.id, { lines: [{ productId: single.id }] })).statusCode).toBe(200);
    expect((await webOrder(customer.token, [{ productId: art }])).statusCode).toBe(201);
  });

  it('locks lines, prices and discount once a payment is recorded (409, readable); address and note stay editable', async () => {
    await setStock(v41().id, 5);
    const o = (await enter(staff, { customer: { name: 'Dee Posit', phone: newPhone() }, channel: 'whatsapp', lines: [{ productId: runners.id, variantId: v41().id }] })).json().order as AdminOrder;
    expect((await staff({ method: 'POST', url: `/api/admin/orders/${o.id}/payments`, payload: { method: 'cash', amount: 20000 } })).statusCode).toBe(201);
    const locked = await edit(staff, o.id, { lines: [{ productId: runners.id, variantId: v41().id, quantity: 2 }] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe(ADMIN_MESSAGES.linesLocked);
    expect((await edit(owner, o.id, { discount: 1000 })).statusCode).toBe(409);
    expect(await stockOf(v41().id)).toBe(4);
    const note = await edit(staff, o.id, { note: 'Deposit paid, balance on delivery' });
    expect(note.statusCode).toBe(200);
    expect(note.json().order).toMatchObject({ note: 'Deposit paid, balance on delivery', lines_editable: false, amount_paid: 20000, amount_due: 38000, payment_status: 'partially_paid' });
  });
});

describe('the pay link', () => {
  it('shows the invoice to the right key, and the same 404 to a wrong key, another order’s key, no key or an unknown number; never cached', async () => {
    const a = (await enter(owner, { customer: { name: 'Pay Me', phone: newPhone() }, channel: 'whatsapp', lines: [{ productId: single.id }, { title: LION, price: 85000 }] })).json()
      .order as AdminOrder;
    const b = (await enter(staff, { customer: { name: 'Other One', phone: newPhone() }, channel: 'whatsapp', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    await staff({ method: 'POST', url: `/api/admin/orders/${a.id}/payments`, payload: { method: 'cash', amount: 50000 } });

    const ok = await payPage(a.order_number, keyOf(a.pay_url));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    const invoice = ok.json().invoice as PayInvoice;
    expect(invoice).toMatchObject({
      order_number: a.order_number,
      channel: 'whatsapp',
      paid: false,
      payment_status: 'partially_paid',
      customer_first_name: 'Pay',
      total: 150000,
      amount_paid: 50000,
      amount_due: 100000,
      payment_methods: ['cash'],
      shop: { name: expect.any(String) },
    });
    expect(invoice.lines.map((l) => [l.title, l.kind, l.line_total])).toEqual([
      ['Imigongo High-Top Sneakers', 'product', 65000],
      [LION, 'custom', 85000],
    ]);
    // Nothing that names the customer beyond the first name.
    expect(JSON.stringify(invoice)).not.toContain(a.customer.phone);
    // Lower case works as the customer may type it.
    expect((await payPage(a.order_number.toLowerCase(), keyOf(a.pay_url))).statusCode).toBe(200);

    const wrongs = [
      payPage(a.order_number, keyOf(b.pay_url)),
      payPage(a.order_number, `${keyOf(a.pay_url).slice(0, 21)}A`.replace(/A$/, keyOf(a.pay_url).endsWith('A') ? 'B' : 'A')),
      payPage(a.order_number, ''),
      payPage(a.order_number),
      payPage(a.order_number, `${keyOf(a.pay_url)}x`),
      payPage('ATL-ZZZZZZ', keyOf(a.pay_url)),
      payPage('not-an-order', keyOf(a.pay_url)),
    ];
    for (const res of await Promise.all(wrongs)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Order not found', code: 'NOT_FOUND' });
    }
  });

  it('stops the old link when it is renewed (staff), and the back office shows the new one', async () => {
    const o = (await enter(staff, { customer: { name: 'Re New', phone: newPhone() }, channel: 'phone', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/pay-link` })).statusCode).toBe(401);
    expect((await as(ctx, customer.token)({ method: 'POST', url: `/api/admin/orders/${o.id}/pay-link` })).statusCode).toBe(403);
    const renewed = (await staff({ method: 'POST', url: `/api/admin/orders/${o.id}/pay-link` })).json().order as AdminOrder;
    expect(renewed.pay_url).not.toBe(o.pay_url);
    expect((await payPage(o.order_number, keyOf(o.pay_url))).statusCode).toBe(404);
    expect((await payPage(o.order_number, keyOf(renewed.pay_url))).statusCode).toBe(200);
    expect((await detail(o.id)).pay_url).toBe(renewed.pay_url);
    expect(renewed.timeline.map((e) => e.action)).toContain('order.pay_link_renewed');
    // The audit log never holds the key.
    const [log] = await query<{ text: string }>(
      ctx,
      sql`select coalesce(string_agg(coalesce(before::text, '') || coalesce(after::text, ''), ' '), '') as text from audit_log where entity_id = ${o.id}`,
    );
    expect(log!.text).not.toContain(keyOf(renewed.pay_url));
  });

  it('is in every order e-mail, web orders too, and every order has a channel and a pay link', async () => {
    const placed = await webOrder(customer.token, [{ productId: single.id }]);
    const { orderId } = placed.json();
    const o = await detail(orderId);
    expect(o).toMatchObject({ channel: 'web', lines_editable: true });
    expect((await payPage(o.order_number, keyOf(o.pay_url))).json().invoice.channel).toBe('web');
    await as(ctx, customer.token)({ method: 'POST', url: '/api/orders/send-confirmation-email', payload: { orderId } });
    expect((await lastMailTo(ctx, checkoutFormData.email)).textBody).toContain(`/pay/${o.order_number}?key=${keyOf(o.pay_url)}`);
    await staff({ method: 'POST', url: `/api/admin/orders/${orderId}/payments`, payload: { method: 'cash', amount: 1000 } });
    const receipt = await lastMailTo(ctx, checkoutFormData.email);
    expect(receipt.subject).toBe(`Payment received for order ${o.order_number}`);
    expect(receipt.textBody).toContain(`/pay/${o.order_number}?key=${keyOf(o.pay_url)}`);
  });

  it('goes by e-mail when there is an address (400 otherwise), and on WhatsApp in the customer’s language', async () => {
    const phone = newPhone();
    const rw = (await enter(staff, { customer: { name: 'Uwase Kamanzi', phone, language: 'rw' }, channel: 'whatsapp', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    const noAddress = await staff({ method: 'POST', url: `/api/admin/orders/${rw.id}/pay-link/email` });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error).toBe(ADMIN_MESSAGES.noEmailForPayLink);
    const wa = new URL(rw.pay_link_whatsapp_url!);
    expect(wa.origin + wa.pathname).toBe(`https://wa.me/${phone.slice(1)}`);
    const text = wa.searchParams.get('text')!;
    expect(text).toContain('Muraho Uwase,');
    expect(text).toContain(rw.order_number);
    expect(text).toContain('Imigongo High-Top Sneakers x1');
    expect(text).toContain('Asigaye kwishyurwa');
    expect(text).toContain(`${ctx.config.publicUrl}/rw/pay/${rw.order_number}?key=${keyOf(rw.pay_url)}`);

    const email = 'pay.by.mail@example.com';
    const en = (await enter(staff, { customer: { name: 'Mail Me', phone: newPhone(), email }, channel: 'instagram', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    const sent = await staff({ method: 'POST', url: `/api/admin/orders/${en.id}/pay-link/email` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: ADMIN_MESSAGES.payLinkEmailed });
    const mail = await lastMailTo(ctx, email);
    expect(mail.subject).toBe(`Your invoice for order ${en.order_number}`);
    expect(mail.textBody).toContain(en.pay_url);
    expect((await as(ctx, customer.token)({ method: 'POST', url: `/api/admin/orders/${en.id}/pay-link/email` })).statusCode).toBe(403);
  });
});

describe('the pay link in the log and under load', () => {
  it('never writes the key in the request log, and limits reads per IP', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ LOG_LEVEL: 'info', PAY_LINK_RATE_LIMIT_PER_MINUTE: '3' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const boss = as(logged, (await signUpAs(logged, 'staff')).token);
      const o = (await boss({ method: 'POST', url: '/api/admin/orders', payload: { customer: { name: 'Log Less', phone: newPhone() }, channel: 'phone', lines: [{ productId: single.id }] } })).json()
        .order as AdminOrder;
      const key = keyOf(o.pay_url);
      const read = () => logged.app.inject({ method: 'GET', url: `/api/pay/${o.order_number}?key=${key}` });
      expect((await read()).statusCode).toBe(200);
      expect((await logged.app.inject({ method: 'GET', url: `/api/pay/${o.order_number}?key=${key}x` })).statusCode).toBe(404);
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(429);
      const log = lines.join('');
      expect(log).toContain(`/api/pay/${o.order_number}?key=[redacted]`);
      expect(log).not.toContain(key);
    } finally {
      await logged.close();
    }
    expect(redactQuery('/rw/pay/ATL-ABCDEF?key=abc_-1&x=1')).toBe('/rw/pay/ATL-ABCDEF?key=[redacted]&x=1');
  });
});

describe('linking entered orders to an account', () => {
  it('links by e-mail once the account’s e-mail is verified, never before, and never by an unproven phone', async () => {
    const email = 'later.signup@example.com';
    const byEmail = (await enter(staff, { customer: { name: 'Later Signup', phone: newPhone(), email }, channel: 'whatsapp', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    const phone = newPhone();
    const byPhone = (await enter(staff, { customer: { name: 'Phone Only', phone }, channel: 'phone', lines: [{ productId: single.id }] })).json().order as AdminOrder;
    // Records are never given to an account by its phone: a phone on an account is not proven.
    const otherPhone = newPhone();
    const other = (await enter(staff, { customer: { name: 'Not You', phone: otherPhone, email: 'someone.else@example.com' }, channel: 'phone', lines: [{ productId: single.id }] })).json()
      .order as AdminOrder;
    const userOf = async (id: string) => (await query<{ user_id: string | null }>(ctx, sql`select user_id from orders where id = ${id}`))[0]!.user_id;

    const a = newCustomer({ email });
    const b = newCustomer({ phone: `+250 ${phone.slice(4, 7)} ${phone.slice(7)}` });
    const c = newCustomer({ phone: otherPhone });
    for (const who of [a, b, c]) expect((await ctx.app.inject({ method: 'POST', url: '/api/users', payload: who })).statusCode).toBe(201);
    // Signed up, not verified: nothing is linked.
    expect([await userOf(byEmail.id), await userOf(byPhone.id), await userOf(other.id)]).toEqual([null, null, null]);

    for (const who of [a, b, c]) {
      const code = await lastCodeFor(ctx, who.email);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: who.email, verificationCode: code } })).statusCode).toBe(200);
    }
    const login = async (who: typeof a) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password: who.password } })).json() as { token: string; user: { id: string } };
    const [la, lb] = [await login(a), await login(b)];
    expect(await userOf(byEmail.id)).toBe(la.user.id);
    expect(await userOf(byPhone.id)).toBeNull();
    expect(await userOf(other.id)).toBeNull();
    const theirs = (await as(ctx, la.token)({ method: 'GET', url: '/api/orders/user/orders' })).json().orders as Array<{ id: string }>;
    expect(theirs.map((o) => o.id)).toEqual([byEmail.id]);
    expect((await detail(byPhone.id)).customer.user_id).toBeNull();
    expect((await as(ctx, lb.token)({ method: 'GET', url: '/api/orders/user/orders' })).json().orders).toEqual([]);
  });
});
