import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@atelier/contracts';
import { verifySecret } from '../../lib/crypto.js';
import { as, buildTestApp, lastMailTo, openTestDatabase, placeOrder, query, signUp, signUpAs, type TestContext } from '../../../test/helpers.js';
import { createFirstOwner, FIRST_OWNER_EMAIL } from './first-owner.js';

/** Staff (docs/decisions/100): invite, accept, promote, list, remove; settings; the first owner. */
let ctx: TestContext;
let owner: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = as(ctx, (await signUpAs(ctx, 'admin', { name: 'Olive Owner' })).token);
});
afterAll(() => ctx.close());

const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('/api/admin/staff', () => {
  it('invites a new address: the mailed link sets a password, and the new member can open the back office', async () => {
    const res = await owner({ method: 'POST', url: '/api/admin/staff', payload: { email: 'New.Staff@Example.com', name: 'Nadia' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'invited', invite: { email: 'new.staff@example.com', name: 'Nadia', invited_by: { name: 'Olive Owner' } } });
    const mail = await lastMailTo(ctx, 'new.staff@example.com');
    const token = /\/admin\/invite\?token=([\w-]+)/.exec(mail.textBody)![1]!;
    expect((await owner({ method: 'GET', url: '/api/admin/staff' })).json().invites).toEqual([expect.objectContaining({ email: 'new.staff@example.com' })]);

    const info = await ctx.app.inject({ method: 'GET', url: `/api/staff-invites/${token}` });
    expect(info.json()).toMatchObject({ email: 'new.staff@example.com', name: 'Nadia' });
    const short = await ctx.app.inject({ method: 'POST', url: '/api/staff-invites/accept', payload: { token, name: 'Nadia U.', password: '123' } });
    expect(short.statusCode).toBe(400);
    const accepted = await ctx.app.inject({ method: 'POST', url: '/api/staff-invites/accept', payload: { token, name: 'Nadia U.', password: 'staff-pass-1' } });
    expect(accepted.statusCode).toBe(200);
    // The link works once.
    const twice = await ctx.app.inject({ method: 'POST', url: '/api/staff-invites/accept', payload: { token, name: 'X', password: 'other-pass-1' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('This invitation link is invalid or has expired');

    const signedIn = await login('new.staff@example.com', 'staff-pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ role: 'staff', name: 'Nadia U.' });
    const staff = as(ctx, signedIn.json().token);
    expect((await staff({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(200);
    expect((await staff({ method: 'GET', url: '/api/admin/staff' })).statusCode).toBe(403);
    const list = (await owner({ method: 'GET', url: '/api/admin/staff' })).json();
    expect(list.members).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'new.staff@example.com', role: 'staff' })]));
    expect(list.invites).toEqual([]);
  });

  it('promotes an existing customer at once; removing them makes them a customer again on their next request', async () => {
    const c = await signUp(ctx);
    const res = await owner({ method: 'POST', url: '/api/admin/staff', payload: { email: c.email } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'promoted', member: { id: c.user.id, role: 'staff' } });
    expect((await lastMailTo(ctx, c.email)).subject).toMatch(/You are now on the .* staff/);
    const asThem = as(ctx, c.token);
    expect((await asThem({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(200);
    const again = await owner({ method: 'POST', url: '/api/admin/staff', payload: { email: c.email } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This person is already on the staff');

    expect((await owner({ method: 'DELETE', url: `/api/admin/staff/${c.user.id}` })).statusCode).toBe(200);
    expect((await asThem({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(403);
    expect((await owner({ method: 'DELETE', url: `/api/admin/staff/${c.user.id}` })).statusCode).toBe(404);

    const audit = (await owner({ method: 'GET', url: `/api/admin/audit?entity=user&entity_id=${c.user.id}` })).json().entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['staff.removed', 'staff.promoted']);
    expect(audit[0]).toMatchObject({ before: { role: 'staff' }, after: { role: 'user' }, actor: { name: 'Olive Owner' } });
  });

  it('never removes the owner; revoking an invitation kills its link', async () => {
    const other = await signUpAs(ctx, 'admin');
    const res = await owner({ method: 'DELETE', url: `/api/admin/staff/${other.user.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('The owner cannot be removed from the staff');
    expect((await owner({ method: 'DELETE', url: '/api/admin/staff/not-an-id' })).statusCode).toBe(404);

    const invited = (await owner({ method: 'POST', url: '/api/admin/staff', payload: { email: 'revoked@example.com' } })).json();
    const token = /token=([\w-]+)/.exec((await lastMailTo(ctx, 'revoked@example.com')).textBody)![1]!;
    expect((await owner({ method: 'DELETE', url: `/api/admin/staff/invites/${invited.invite.id}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/staff-invites/${token}` })).statusCode).toBe(400);
    expect((await owner({ method: 'DELETE', url: `/api/admin/staff/invites/${invited.invite.id}` })).statusCode).toBe(404);
    const bad = await owner({ method: 'POST', url: '/api/admin/staff', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('/api/admin/settings', () => {
  it("keeps the mobile-money numbers and sales address; the customer's order says how to pay", async () => {
    const res = await owner({ method: 'PUT', url: '/api/admin/settings', payload: { momo_merchant_code: '123456', airtel_money_number: '+250 733 000 111', sales_email: 'Orders@Atelier.rw' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({ momo_merchant_code: '123456', airtel_money_number: '+250733000111', sales_email: 'orders@atelier.rw', low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD });
    expect((await owner({ method: 'PUT', url: '/api/admin/settings', payload: { momo_merchant_code: '12ab' } })).statusCode).toBe(400);
    expect((await owner({ method: 'GET', url: '/api/admin/settings' })).json().settings.momo_merchant_code).toBe('123456');

    const customer = await signUp(ctx);
    const [product] = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json();
    const placed = await placeOrder(ctx, customer.token, [product.id]);
    const mine = (await as(ctx, customer.token)({ method: 'GET', url: `/api/orders/${placed.orderId}` })).json().order;
    expect(mine.how_to_pay).toEqual({
      amount_due: placed.order.total,
      reference: placed.order.order_number,
      momo_merchant_code: '123456',
      momo_dial: `tel:*182*8*1*123456*${placed.order.total}%23`,
      airtel_money_number: '+250733000111',
    });
    // The confirmation e-mail says how to pay as well.
    expect((await as(ctx, customer.token)({ method: 'POST', url: '/api/orders/send-confirmation-email', payload: { orderId: placed.orderId } })).statusCode).toBe(200);
    const confirmation = await lastMailTo(ctx, 'aline@example.com');
    expect(confirmation.textBody).toContain(`Use the order number ${placed.order.order_number} as the payment reference.`);
    expect(confirmation.textBody).toContain(`MTN MoMo Pay: merchant code 123456 (dial *182*8*1*123456*${placed.order.total}#)`);
    expect(confirmation.html).toContain(`href="tel:*182*8*1*123456*${placed.order.total}%23"`);
    // The sales address hears of the new order, with a link into the back office.
    const team = await lastMailTo(ctx, 'orders@atelier.rw');
    expect(team.subject).toContain(`New order ${placed.order.order_number}`);
    expect(team.textBody).toContain(`/admin/orders/${placed.orderId}`);
    const audit = (await owner({ method: 'GET', url: '/api/admin/audit?entity=settings' })).json().entries;
    expect(audit[0]).toMatchObject({ action: 'settings.changed', after: expect.objectContaining({ momo_merchant_code: '123456' }) });
  });
});

describe('first run', () => {
  it('creates one owner with a random password that signs in, and never a second', async () => {
    const first = await createFirstOwner(ctx.database.db);
    // This shop already has an owner (made by the tests above).
    expect(first).toBeNull();

    const fresh = await openTestDatabase();
    const other = await openTestDatabase();
    try {
      const a = await createFirstOwner(fresh.database.db);
      const b = await createFirstOwner(other.database.db);
      expect(a?.email).toBe(FIRST_OWNER_EMAIL);
      expect(a!.password).toHaveLength(20);
      expect(a!.password).not.toBe(b!.password);
      expect(await createFirstOwner(fresh.database.db)).toBeNull();
      const [row] = await query<{ role: string; password_hash: string; email_verified_at: Date | null }>(
        fresh,
        sql`select role, password_hash, email_verified_at from users where email = ${FIRST_OWNER_EMAIL}`,
      );
      expect(row).toMatchObject({ role: 'admin', email_verified_at: expect.anything() });
      expect(await verifySecret(row!.password_hash, a!.password)).toBe(true);
    } finally {
      await fresh.database.close();
      await fresh.drop();
      await other.database.close();
      await other.drop();
    }
  });
});
