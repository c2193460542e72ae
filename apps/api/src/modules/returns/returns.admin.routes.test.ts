import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, payOrder, placeOrder, query, settled, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let customer: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
let customerToken: string;
let staff: ReturnType<typeof as>;
let staffId: string;
let owner: ReturnType<typeof as>;
let ownerId: string;
let productIds: number[];
beforeAll(async () => {
  ctx = await buildTestApp();
  const c = await signUp(ctx);
  customerToken = c.token;
  customer = as(ctx, c.token);
  other = as(ctx, (await signUp(ctx)).token);
  const s = await signUpAs(ctx, 'staff');
  staffId = s.user.id;
  staff = as(ctx, s.token);
  const o = await signUpAs(ctx, 'admin');
  ownerId = o.user.id;
  owner = as(ctx, o.token);
  productIds = ((await ctx.app.inject({ method: 'GET', url: '/api/products?limit=2' })).json() as Array<{ id: number }>).map((p) => p.id);
});
afterAll(() => ctx.close());

let n = 0;
/** A return request of the customer's own new order; the order is mailed to a fresh address. */
async function requestReturn() {
  const email = `returner${++n}@example.com`;
  const { orderId, order } = await placeOrder(ctx, customerToken, productIds, { email });
  // A return needs a payment (docs/decisions/122): a first part of the total, in cash.
  await payOrder(ctx, orderId, 1000);
  const res = await customer({ method: 'POST', url: '/api/returns', payload: { order_id: orderId, order_item_id: null, reason: 'Wrong size' } });
  expect(res.statusCode).toBe(201);
  return { id: res.json().item.id as string, email, orderNumber: order.order_number, orderId, total: order.total as number };
}
/** A return brought back to the shop (requested → approved → received) of an order paid in full in cash. */
async function receivedReturn() {
  const r = await requestReturn();
  expect((await owner({ method: 'POST', url: `/api/admin/orders/${r.orderId}/payments`, payload: { method: 'cash', amount: r.total - 1000 } })).statusCode).toBe(201);
  await setStatus(r.id, { status: 'approved' });
  await setStatus(r.id, { status: 'received' });
  return r;
}
const orderOf = async (orderId: string) => (await owner({ method: 'GET', url: `/api/admin/orders/${orderId}` })).json().order;
const setStatus = (id: string, payload: Record<string, unknown>) => staff({ method: 'POST', url: `/api/admin/returns/${id}/status`, payload });
async function mailsTo(email: string) {
  await settled(ctx);
  return query<{ kind: string; subject: string; text_body: string }>(ctx, sql`select kind, subject, text_body from outbox where to_address = ${email} and kind = 'return_status' order by created_at`);
}

describe('GET /api/admin/returns', () => {
  it('lists the queue with the customer, the order and what each may become; filters by status', async () => {
    const r = await requestReturn();
    const res = await staff({ method: 'GET', url: '/api/admin/returns?status=requested' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(res.json().total));
    const row = res.json().returns.find((x: { id: string }) => x.id === r.id);
    expect(row).toMatchObject({ order_number: r.orderNumber, status: 'requested', message: null, allowed_transitions: ['approved', 'declined'], customer: { email: r.email, name: 'Aline Uwase' } });
    expect((await staff({ method: 'GET', url: '/api/admin/returns?status=refunded' })).json().returns.map((x: { id: string }) => x.id)).not.toContain(r.id);
    const bad = await staff({ method: 'GET', url: '/api/admin/returns?status=lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('status must be one of requested, approved, declined, received, refunded, exchanged');
  });
});

describe('POST /api/admin/returns/{id}/status', () => {
  it('moves requested → approved → received → refunded; each change is e-mailed, audited, and the customer sees status and message', async () => {
    const r = await requestReturn();
    const approved = await setStatus(r.id, { status: 'approved', message: 'Please bring it to the Main Branch.' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().return).toMatchObject({ status: 'approved', message: 'Please bring it to the Main Branch.', allowed_transitions: ['received', 'declined'] });
    const mine = (await customer({ method: 'GET', url: '/api/returns/me' })).json().items.find((x: { id: string }) => x.id === r.id);
    expect(mine).toMatchObject({ status: 'approved', message: 'Please bring it to the Main Branch.' });
    expect((await setStatus(r.id, { status: 'received' })).json().return).toMatchObject({ status: 'received', message: 'Please bring it to the Main Branch.' });
    await owner({ method: 'POST', url: `/api/admin/orders/${r.orderId}/payments`, payload: { method: 'cash', amount: r.total - 1000 } });
    const refunded = await owner({
      method: 'POST',
      url: `/api/admin/returns/${r.id}/status`,
      payload: { status: 'refunded', message: 'Refunded by MoMo.', refund: { amount: 5000, method: 'momo_mtn', reference: 'mp1234' } },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().return.status).toBe('refunded');

    const mails = await mailsTo(r.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your return for order ${r.orderNumber}: Approved`,
      `Your return for order ${r.orderNumber}: Received`,
      `Your return for order ${r.orderNumber}: Refunded`,
    ]);
    expect(mails[0]!.text_body).toContain('Message from us: Please bring it to the Main Branch.');
    const audit = await query<{ action: string; actor_id: string; before: { status: string }; after: { status: string } }>(
      ctx,
      sql`select action, actor_id, before, after from audit_log where entity = 'return' and entity_id = ${r.id} order by id`,
    );
    expect(audit.map((a) => [a.action, a.before.status, a.after.status])).toEqual([
      ['return.approved', 'requested', 'approved'],
      ['return.received', 'approved', 'received'],
      ['return.refunded', 'received', 'refunded'],
    ]);
    expect(audit.slice(0, 2).every((a) => a.actor_id === staffId)).toBe(true);
    expect(audit[2]!.actor_id).toBe(ownerId);
    // A finished return lets the customer ask again for the same order.
    expect((await customer({ method: 'POST', url: '/api/returns', payload: { order_id: r.orderId, reason: 'Again' } })).statusCode).toBe(201);
  });

  it('declining needs a message, which the customer gets by e-mail and sees', async () => {
    const r = await requestReturn();
    const missing = await setStatus(r.id, { status: 'declined' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please write a message to the customer explaining why the return is declined');
    const res = await setStatus(r.id, { status: 'declined', message: 'Custom-painted items cannot be returned.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().return).toMatchObject({ status: 'declined', allowed_transitions: [] });
    const [mail] = await mailsTo(r.email);
    expect(mail!.text_body).toContain('is now: Declined');
    expect(mail!.text_body).toContain('Message from us: Custom-painted items cannot be returned.');
    const mine = (await customer({ method: 'GET', url: '/api/returns/me' })).json().items.find((x: { id: string }) => x.id === r.id);
    expect(mine).toMatchObject({ status: 'declined', message: 'Custom-painted items cannot be returned.' });
    // Nobody else sees it.
    expect((await other({ method: 'GET', url: '/api/returns/me' })).json().items).toEqual([]);
  });

  it('refuses moves the table does not allow, unknown ids and statuses', async () => {
    const r = await requestReturn();
    const skip = await owner({ method: 'POST', url: `/api/admin/returns/${r.id}/status`, payload: { status: 'refunded', refund: { amount: 100, method: 'cash' } } });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toBe('A return that is requested cannot become refunded');
    const missing = await setStatus('00000000-0000-4000-8000-000000000000', { status: 'approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Return request not found');
    expect((await setStatus('nope', { status: 'approved' })).statusCode).toBe(404);
    const bad = await setStatus(r.id, { status: 'requested' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('status must be one of approved, declined, received, refunded, exchanged');
    expect((await mailsTo(r.email)).length).toBe(0);
  });

  it('refunded is recorded through the order’s refunds in one transaction, by the owner only, and shows on the order and the return', async () => {
    const r = await receivedReturn();
    // The refund is required, and staff may not record it (refunds are the owner's).
    const none = await owner({ method: 'POST', url: `/api/admin/returns/${r.id}/status`, payload: { status: 'refunded' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Please record the refund: its amount and how it was paid back');
    const byStaff = await setStatus(r.id, { status: 'refunded', refund: { amount: 1000, method: 'cash' } });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().error).toBe('Only the owner can record refunds, so only the owner can mark a return refunded');
    const stray = await owner({ method: 'POST', url: `/api/admin/returns/${r.id}/status`, payload: { status: 'exchanged', refund: { amount: 1000, method: 'cash' } } });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error).toBe('A refund is recorded only when the return becomes refunded');

    // More than was paid: the refund is refused and the return stays received (one transaction).
    const tooMuch = await owner({ method: 'POST', url: `/api/admin/returns/${r.id}/status`, payload: { status: 'refunded', refund: { amount: r.total + 1, method: 'cash' } } });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatch(/^At most RWF [\d,]+ can be refunded on this order$/);
    expect((await staff({ method: 'GET', url: '/api/admin/returns?status=received' })).json().returns.find((x: { id: string }) => x.id === r.id)).toMatchObject({ status: 'received', refund: null });
    expect((await orderOf(r.orderId)).refunds).toEqual([]);
    expect((await mailsTo(r.email)).map((m) => m.subject.split(': ')[1])).toEqual(['Approved', 'Received']);

    const res = await owner({ method: 'POST', url: `/api/admin/returns/${r.id}/status`, payload: { status: 'refunded', refund: { amount: 12000, method: 'momo_mtn', reference: 'MP9988' } } });
    expect(res.statusCode).toBe(200);
    const ret = res.json().return;
    expect(ret).toMatchObject({ status: 'refunded', allowed_transitions: [], refund: { amount: 12000, method: 'momo_mtn', reference: 'MP9988', recorded_at: expect.any(String) } });
    const order = await orderOf(r.orderId);
    expect(order.refunds).toEqual([expect.objectContaining({ id: ret.refund.id, amount: 12000, method: 'momo_mtn', return_id: r.id, reason: 'Return request (Wrong size)' })]);
    expect(order).toMatchObject({ amount_refunded: 12000, payment_status: 'partially_refunded' });
    expect(order.timeline.at(-1)).toMatchObject({ action: 'order.refund_recorded', after: expect.objectContaining({ refund: expect.objectContaining({ return_id: r.id }) }) });
    const mail = (await mailsTo(r.email)).at(-1)!;
    expect(mail.subject).toBe(`Your return for order ${r.orderNumber}: Refunded`);
    expect(mail.text_body).toContain('We refunded RWF 12,000 (MTN MoMo).');
    // The queue shows it too.
    expect((await staff({ method: 'GET', url: '/api/admin/returns?status=refunded' })).json().returns.find((x: { id: string }) => x.id === r.id).refund).toMatchObject({
      id: ret.refund.id,
      amount: 12000,
    });
  });
});
