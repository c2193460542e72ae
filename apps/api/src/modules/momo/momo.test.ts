import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOMO_MESSAGES, type AdminOrder, type MomoStatusResponse } from '@atelier/contracts';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { as, buildTestApp, lastMailTo, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { SANDBOX_NUMBERS, startMomoSandbox, type MomoSandbox } from './momo-sandbox.js';

/**
 * MTN MoMo request-to-pay (docs/decisions/132) against the local MoMo sandbox: access by the owner's
 * token or the pay link's key; success by callback and by reconciliation alone; each failure
 * reason; a forged, a repeated and a wrong-amount callback; a restart and two instances with a
 * pending attempt; the expiry after an hour; the token reused. On PGlite and, with DATABASE_URL, on
 * PostgreSQL.
 */
let sandbox: MomoSandbox;
let ctx: TestContext;
let customer: Awaited<ReturnType<typeof signUp>>;
let owner: ReturnType<typeof as>;

/** The local form of a sandbox number: 250780000001 → 0780000001. */
const local = (msisdn: string) => `0${msisdn.slice(3)}`;

/** An order the owner enters for the customer's account (custom lines, `price` RWF); returns its id, number and pay-link key. */
async function newOrder(price = 12000) {
  const res = await owner({ method: 'POST', url: '/api/admin/orders', payload: { customer: { user_id: customer.user.id }, channel: 'whatsapp', lines: [{ title: 'Painted sneakers', price }] } });
  if (res.statusCode !== 201) throw new Error(res.body);
  const o = res.json().order as AdminOrder;
  return { id: o.id, number: o.order_number, key: new URL(o.pay_url).searchParams.get('key')! };
}
const payAs = (token: string, ref: string, phone: string) => as(ctx, token)({ method: 'POST', url: `/api/orders/${ref}/momo`, payload: { phone } });
const payWithKey = (ref: string, key: string, phone: string) => ctx.app.inject({ method: 'POST', url: `/api/orders/${ref}/momo?key=${encodeURIComponent(key)}`, payload: { phone } });
const status = async (ref: string, id: string) => (await as(ctx, customer.token)({ method: 'GET', url: `/api/orders/${ref}/momo/${id}` })).json() as MomoStatusResponse;
const attempt = async (id: string) =>
  (await query<{ reference: string; status: string; reason: string | null; checks: number; payment_id: string | null }>(ctx, sql`select * from momo_attempts where id = ${id}`))[0]!;
const paymentsOf = async (orderId: string) =>
  query<{ method: string; reference: string; amount_minor: number; recorded_by: string | null }>(
    ctx,
    sql`select method, reference, amount_minor::int as amount_minor, recorded_by from order_payments where order_id = ${orderId}`,
  );
const makeDue = (id: string) => ctx.database.db.execute(sql`update momo_attempts set next_check_at = now() - interval '1 second' where id = ${id}`);
/** Delivers the callbacks the sandbox held, as MTN would (PUT to the URL the shop gave, `?ref=` included). */
async function deliverCallbacks(app = ctx.app) {
  const held = sandbox.held.splice(0);
  for (const cb of held) {
    const url = new URL(cb.url);
    const res = await app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, payload: cb.body });
    expect(res.statusCode).toBe(200);
  }
  return held;
}
const momoEnv = (url: string) => ({
  MOMO_API_URL: url,
  MOMO_SUBSCRIPTION_KEY: 'sub-key',
  MOMO_API_USER: 'c72025f5-5cd1-4630-99e4-8ba4722fad56',
  MOMO_API_KEY: 'api-key',
  MOMO_STATUS_POLL_MS: '30000',
});

beforeAll(async () => {
  sandbox = await startMomoSandbox({ callbacks: 'hold' });
  ctx = await buildTestApp({ ...momoEnv(sandbox.url), PUBLIC_URL: 'http://shop.localhost' });
  customer = await signUp(ctx);
  owner = as(ctx, (await signUpAs(ctx, 'admin', { name: 'Olive Owner' })).token);
});
afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

describe('POST /api/orders/{id or number}/momo', () => {
  it('takes the owner’s token or the pay link’s key; 404 for neither, a wrong key or another’s order; 400 for a number MoMo cannot take', async () => {
    const o = await newOrder();
    const other = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/orders/${o.number}/momo`, payload: { phone: '0788000111' } })).statusCode).toBe(404);
    expect((await payWithKey(o.number, 'x'.repeat(22), '0788000111')).statusCode).toBe(404);
    expect((await payAs(other.token, o.id, '0788000111')).statusCode).toBe(404);
    for (const phone of ['0722123456', '12345', '+33612345678']) {
      const bad = await payAs(customer.token, o.id, phone);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(MOMO_MESSAGES.phoneInvalid);
    }
    expect(sandbox.requests.size).toBe(0);

    // MTN refusing the request: 400 with a readable message, the attempt failed, a retry allowed.
    const refused = await payWithKey(o.number.toLowerCase(), o.key, local(SANDBOX_NUMBERS.refused));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(MOMO_MESSAGES.mtnRefused);

    const res = await payWithKey(o.number, o.key, '+250 788 000 111');
    expect(res.statusCode).toBe(202);
    // The pay link's holder sees the number masked, as the pay page shows the order's.
    expect(res.json()).toEqual({ success: true, payment: { id: expect.any(String), status: 'pending', amount: 12000, phone: '078 ••• ••11' } });
    const sent = [...sandbox.requests.values()].at(-1)!;
    expect(sent.body).toEqual({
      amount: '12000',
      currency: 'RWF',
      externalId: o.number,
      payer: { partyIdType: 'MSISDN', partyId: '250788000111' },
      payerMessage: `Order ${o.number}`,
      payeeNote: `Order ${o.number}`,
    });
    // The reference was stored before MTN was called, and is the one MTN received.
    expect((await attempt(res.json().payment.id)).reference).toBe(sent.referenceId);
    expect(sent.callbackUrl).toBe(`http://shop.localhost/api/payments/momo/callback?ref=${sent.referenceId}`);
    sandbox.held.splice(0);
  });

  it('the pay page offers the order’s own MTN number masked, and a request without a number charges it', async () => {
    const o = await newOrder(9000);
    const invoice = (await ctx.app.inject({ url: `/api/pay/${o.number}?key=${encodeURIComponent(o.key)}` })).json().invoice;
    expect(invoice.momo_phone_hint).toBe('078 ••• ••56'); // the customer's +250788123456
    const res = await ctx.app.inject({ method: 'POST', url: `/api/orders/${o.number}/momo?key=${encodeURIComponent(o.key)}`, payload: {} });
    expect(res.statusCode).toBe(202);
    expect(res.json().payment).toMatchObject({ status: 'pending', amount: 9000, phone: '078 ••• ••56' });
    expect([...sandbox.requests.values()].at(-1)!.body).toMatchObject({ amount: '9000', externalId: o.number, payer: { partyIdType: 'MSISDN', partyId: '250788123456' } });
    // Its owner, signed in, sees the number in full.
    expect((await status(o.number, res.json().payment.id)).phone).toBe('+250788123456');
    sandbox.held.splice(0);

    // An order whose number MoMo cannot charge (Airtel): no hint, and a request must name a number.
    const airtel = (
      await owner({ method: 'POST', url: '/api/admin/orders', payload: { customer: { name: 'Aline Airtel', phone: '0732 100 002' }, channel: 'phone', lines: [{ title: 'Tote', price: 5000 }] } })
    ).json().order as AdminOrder;
    const airtelKey = new URL(airtel.pay_url).searchParams.get('key')!;
    expect((await ctx.app.inject({ url: `/api/pay/${airtel.order_number}?key=${encodeURIComponent(airtelKey)}` })).json().invoice.momo_phone_hint).toBeNull();
    const bare = await ctx.app.inject({ method: 'POST', url: `/api/orders/${airtel.order_number}/momo?key=${encodeURIComponent(airtelKey)}`, payload: {} });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe(MOMO_MESSAGES.phoneInvalid);
  });

  it('never holds two pending requests for one order: a second press answers 409 with the pending one, even at the same moment', async () => {
    const o = await newOrder();
    const presses = await Promise.all([0, 1, 2].map(() => payAs(customer.token, o.id, local(SANDBOX_NUMBERS.pending))));
    expect(presses.map((r) => r.statusCode).sort()).toEqual([202, 409, 409]);
    const first = presses.find((r) => r.statusCode === 202)!.json().payment;
    for (const r of presses.filter((p) => p.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'CONFLICT', error: MOMO_MESSAGES.pending, payment: { id: first.id, status: 'pending' } });
    expect((await query<{ n: number }>(ctx, sql`select count(*)::int as n from momo_attempts where order_id = ${o.id}`))[0]!.n).toBe(1);
    // The dashboard counts it as awaiting approval.
    expect((await owner({ method: 'GET', url: '/api/admin/dashboard' })).json().dashboard.momo_awaiting_approval).toBeGreaterThanOrEqual(1);
    expect(((await owner({ method: 'GET', url: `/api/admin/orders/${o.id}` })).json().order as AdminOrder).momo_attempts).toEqual([
      expect.objectContaining({ id: first.id, status: 'pending', finished_at: null }),
    ]);
  });
});

describe('settling an attempt', () => {
  it('records the payment when MTN’s callback comes, once however often it comes; the token is reused', async () => {
    const tokensBefore = sandbox.tokensIssued;
    const o = await newOrder(15000);
    const started = (await payAs(customer.token, o.number, '0788000222')).json().payment;
    expect((await status(o.number, started.id)).status).toBe('pending');

    const [cb] = await deliverCallbacks();
    const done = await status(o.number, started.id);
    expect(done).toMatchObject({ status: 'successful', payment_status: 'paid' });
    const payments = await paymentsOf(o.id);
    expect(payments).toEqual([expect.objectContaining({ method: 'momo_mtn', amount_minor: 1_500_000, reference: String(cb!.body.financialTransactionId), recorded_by: null })]);
    const detail = (await owner({ method: 'GET', url: `/api/admin/orders/${o.id}` })).json().order as AdminOrder;
    expect(detail).toMatchObject({ payment_status: 'paid', amount_due: 0 });
    expect(detail.timeline.find((e) => e.action === 'order.payment_recorded')?.actor).toMatchObject({ name: 'MTN MoMo' });
    // The back office shows the attempt, and MTN MoMo as who recorded the payment.
    expect(detail.payments).toEqual([expect.objectContaining({ method: 'momo_mtn', amount: 15000, recorded_by: { id: null, name: 'MTN MoMo', email: '' } })]);
    expect(detail.momo_attempts).toEqual([
      expect.objectContaining({
        id: started.id,
        amount: 15000,
        currency: 'RWF',
        phone: '+250788000222',
        status: 'successful',
        reason: null,
        financial_transaction_id: String(cb!.body.financialTransactionId),
        payment_id: expect.any(String),
        finished_at: expect.any(String),
      }),
    ]);
    const mail = await lastMailTo(ctx, customer.email);
    expect(mail.subject).toContain(o.number);

    // The same callback again, by PUT and by POST, and one naming only the order: nothing twice.
    for (const method of ['PUT', 'POST'] as const) expect((await ctx.app.inject({ method, url: new URL(cb!.url).pathname + new URL(cb!.url).search, payload: cb!.body })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/momo/callback', payload: { ...cb!.body } })).statusCode).toBe(200);
    expect(await paymentsOf(o.id)).toHaveLength(1);

    // One more attempt on another order: still the first token.
    const o2 = await newOrder();
    await payAs(customer.token, o2.id, '0788000333');
    await deliverCallbacks();
    expect(sandbox.tokensIssued - tokensBefore).toBeLessThanOrEqual(1);
    expect(sandbox.tokensIssued).toBe(1);
  });

  it('gives each failure reason, with its message, and allows a retry', async () => {
    const o = await newOrder();
    const cases = [
      [SANDBOX_NUMBERS.notEnoughFunds, 'not_enough_funds'],
      [SANDBOX_NUMBERS.payerNotFound, 'payer_not_found'],
      [SANDBOX_NUMBERS.rejected, 'rejected'],
      [SANDBOX_NUMBERS.expired, 'expired'],
    ] as const;
    for (const [number, reason] of cases) {
      const res = await payAs(customer.token, o.id, local(number));
      expect(res.statusCode).toBe(202);
      await deliverCallbacks();
      expect(await status(o.id, res.json().payment.id)).toMatchObject({ status: 'failed', reason, message: MOMO_MESSAGES.reasons[reason], payment_status: 'pending' });
    }
    expect(await paymentsOf(o.id)).toEqual([]);
  });

  it('changes nothing on a forged callback: MTN still says PENDING', async () => {
    const o = await newOrder();
    const started = (await payAs(customer.token, o.id, local(SANDBOX_NUMBERS.pending))).json().payment;
    const ref = (await attempt(started.id)).reference;
    const forged = { referenceId: ref, externalId: o.number, amount: '12000', currency: 'RWF', financialTransactionId: '999', status: 'SUCCESSFUL' };
    for (const url of [`/api/payments/momo/callback?ref=${ref}`, '/api/payments/momo/callback']) expect((await ctx.app.inject({ method: 'PUT', url, payload: forged })).statusCode).toBe(200);
    expect(await status(o.id, started.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
    expect(await paymentsOf(o.id)).toEqual([]);
    // Bodies that name nothing are still answered 200.
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/payments/momo/callback?ref=nonsense', payload: { status: 'SUCCESSFUL' } })).statusCode).toBe(200);
  });

  it('does not record a success of another amount or currency: the attempt shows it to the owner', async () => {
    const o = await newOrder();
    const started = (await payAs(customer.token, o.id, '0788000444')).json().payment;
    const ref = (await attempt(started.id)).reference;
    sandbox.tamper(ref, { amount: '100' });
    await deliverCallbacks();
    expect(await paymentsOf(o.id)).toEqual([]);
    expect(await attempt(started.id)).toMatchObject({ status: 'successful', payment_id: null, reason: expect.stringMatching(/^amount_mismatch/) });
    const o2 = await newOrder();
    const s2 = (await payAs(customer.token, o2.id, '0788000444')).json().payment;
    sandbox.tamper((await attempt(s2.id)).reference, { currency: 'EUR' });
    await deliverCallbacks();
    expect(await paymentsOf(o2.id)).toEqual([]);
  });

  it('records a success with no callback when the reconciler asks MTN, not before the attempt is due', async () => {
    const o = await newOrder();
    const started = (await payAs(customer.token, o.id, local(SANDBOX_NUMBERS.successNoCallback))).json().payment;
    expect(sandbox.held).toEqual([]);
    await ctx.app.services.momo.reconcile();
    expect((await attempt(started.id)).status).toBe('pending');
    await makeDue(started.id);
    expect(await ctx.app.services.momo.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await status(o.id, started.id)).toMatchObject({ status: 'successful', payment_status: 'paid' });
    expect(await paymentsOf(o.id)).toHaveLength(1);
  });

  it('expires an attempt MTN still calls pending after an hour', async () => {
    const o = await newOrder();
    const started = (await payAs(customer.token, o.id, local(SANDBOX_NUMBERS.pending))).json().payment;
    await ctx.database.db.execute(sql`update momo_attempts set created_at = now() - interval '61 minutes', next_check_at = now() - interval '1 second' where id = ${started.id}`);
    await ctx.app.services.momo.reconcile();
    expect(await status(o.id, started.id)).toMatchObject({ status: 'failed', reason: 'expired' });
  });
});

describe('across restarts and instances', () => {
  it('a server started after the attempt settles it; two instances reconciling and receiving callbacks record it once', async () => {
    const config = testConfig({ DATA_DIR: ctx.config.DATA_DIR, WEB_DIST_DIR: ctx.config.WEB_DIST_DIR, ...momoEnv(sandbox.url) });
    // The restart: the attempt was made by the first server; a new one, on the same database, finds it.
    const o = await newOrder();
    const started = (await payAs(customer.token, o.id, local(SANDBOX_NUMBERS.successNoCallback))).json().payment;
    await makeDue(started.id);
    const restarted = await buildApp({ config, database: ctx.database });
    await restarted.ready();
    const second = await buildApp({ config, database: ctx.database });
    await second.ready();
    try {
      await restarted.services.momo.reconcile();
      expect(await status(o.id, started.id)).toMatchObject({ status: 'successful', payment_status: 'paid' });

      // Two instances at once, each reconciling and each receiving MTN's callback.
      const o2 = await newOrder();
      const s2 = (await payAs(customer.token, o2.id, '0788000555')).json().payment;
      await makeDue(s2.id);
      const [cb] = sandbox.held.splice(0);
      const callback = (app: typeof second) => app.inject({ method: 'PUT', url: new URL(cb!.url).pathname + new URL(cb!.url).search, payload: cb!.body });
      await Promise.all([restarted.services.momo.reconcile(), second.services.momo.reconcile(), callback(restarted), callback(second)]);
      expect(await paymentsOf(o2.id)).toHaveLength(1);
      expect((await attempt(s2.id)).checks).toBe(1);
      expect(await status(o2.id, s2.id)).toMatchObject({ status: 'successful', payment_status: 'paid' });
    } finally {
      await restarted.close();
      await second.close();
    }
  });
});

describe('without MTN credentials', () => {
  it('shows no button and answers 404: nothing else changes', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/momo' })).json()).toEqual({ enabled: true });
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/payments/momo' })).json()).toEqual({ enabled: false });
      const res = await plain.app.inject({ method: 'POST', url: '/api/orders/ATL-AAAAAA/momo', payload: { phone: '0788000111' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MOMO_MESSAGES.notAvailable);
      expect((await plain.app.inject({ method: 'PUT', url: '/api/payments/momo/callback', payload: {} })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
  it('refuses half a set of credentials at start', () => {
    expect(() => testConfig({ MOMO_SUBSCRIPTION_KEY: 'k' })).toThrow(/MOMO_API_USER: MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY go together/);
  });
});
