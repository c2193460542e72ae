import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUp, signUpAs, type TestContext } from '../../test/helpers.js';

/**
 * The back office's permission matrix (docs/decisions/100): EVERY route registered under /api/admin
 * (read from the app, so a new route is covered the day it is added) answers anonymous 401,
 * customer 403, staff 403 on owner-only routes, and lets staff (on staff routes) and the owner
 * through. "Through" means the role check passed: the route may still say 400 or 404 for the
 * made-up ids and empty bodies used here.
 */
let ctx: TestContext;
const tokens: Record<'customer' | 'staff' | 'owner', string> = { customer: '', staff: '', owner: '' };

beforeAll(async () => {
  ctx = await buildTestApp();
  tokens.customer = (await signUp(ctx)).token;
  tokens.staff = (await signUpAs(ctx, 'staff')).token;
  tokens.owner = (await signUpAs(ctx, 'admin')).token;
});
afterAll(() => ctx.close());

function request(route: { method: string; url: string }): InjectOptions {
  const url = route.url.replace(/:[A-Za-z]+/g, () => randomUUID());
  return { method: route.method as InjectOptions['method'], url, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) };
}

describe('every /api/admin route checks the role on the server', () => {
  it('knows the routes of the dashboard, orders, payments and the audit log', () => {
    const names = ctx.app.adminRoutes.map((r) => `${r.method} ${r.url} ${r.role}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard staff',
        'GET /api/admin/orders staff',
        'GET /api/admin/orders.csv admin',
        'GET /api/admin/orders/:id staff',
        'POST /api/admin/orders staff',
        'PATCH /api/admin/orders/:id staff',
        'POST /api/admin/orders/:id/pay-link staff',
        'POST /api/admin/orders/:id/pay-link/email staff',
        'POST /api/admin/orders/:id/notes staff',
        'POST /api/admin/orders/:id/status staff',
        'POST /api/admin/orders/:id/payments staff',
        'POST /api/admin/orders/:id/payments/:paymentId/void admin',
        'POST /api/admin/orders/:id/refunds admin',
        'GET /api/admin/audit admin',
      ]),
    );
    // Nothing changes or deletes the audit log.
    expect(ctx.app.adminRoutes.filter((r) => r.url.includes('audit') && r.method !== 'GET')).toEqual([]);
  });

  it('anonymous → 401, customer → 403, staff → 403 on owner-only routes, owner → through', async () => {
    const seen: string[] = [];
    for (const route of ctx.app.adminRoutes) {
      const req = request(route);
      const anonymous = await ctx.app.inject(req);
      const customer = await as(ctx, tokens.customer)(req);
      const staff = await as(ctx, tokens.staff)(req);
      const owner = await as(ctx, tokens.owner)(req);
      const name = `${route.method} ${route.url}`;
      seen.push(`${name}: ${anonymous.statusCode} ${customer.statusCode} ${staff.statusCode} ${owner.statusCode}`);
      expect(anonymous.statusCode, name).toBe(401);
      expect(customer.statusCode, name).toBe(403);
      expect(customer.json().error, name).toBe('You do not have access to this page.');
      if (route.role === 'admin') {
        expect(staff.statusCode, name).toBe(403);
        expect(staff.json().error, name).toBe('Only the owner can do this.');
      } else expect([401, 403], name).not.toContain(staff.statusCode);
      expect([401, 403], name).not.toContain(owner.statusCode);
      expect(owner.statusCode, `${name} ${owner.body}`).toBeLessThan(500);
    }
    expect(seen.length).toBe(ctx.app.adminRoutes.length);
  });
});
