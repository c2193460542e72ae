import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES } from '@atelier/contracts';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

/**
 * The desk's routes are in the /api/admin scope with the role each needs (staff handle bookings,
 * returns, messages and customers; subscribers and every export are the owner's; docs/decisions/103). The permission
 * matrix (admin-access-matrix.test.ts) walks app.adminRoutes, so it checks these on every request.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('the back-office desk', () => {
  it('registers every route of the desk with its role', () => {
    const names = ctx.app.adminRoutes.map((r) => `${r.method} ${r.url} ${r.role}`);
    const staff = CAPABILITIES['bookings.manage'];
    const owner = CAPABILITIES['bookings.export'];
    expect(names).toEqual(
      expect.arrayContaining([
        `GET /api/admin/bookings ${staff}`,
        `GET /api/admin/bookings.csv ${owner}`,
        `POST /api/admin/bookings ${staff}`,
        `POST /api/admin/bookings/:id/status ${staff}`,
        `POST /api/admin/bookings/:id/reschedule ${staff}`,
        `GET /api/admin/closures ${staff}`,
        `POST /api/admin/closures ${staff}`,
        `DELETE /api/admin/closures/:id ${staff}`,
        `GET /api/admin/returns ${staff}`,
        `POST /api/admin/returns/:id/status ${staff}`,
        `GET /api/admin/messages ${staff}`,
        `GET /api/admin/messages/:id ${staff}`,
        `POST /api/admin/messages/:id/reply ${staff}`,
        `POST /api/admin/messages/:id/archive ${staff}`,
        `GET /api/admin/customers ${staff}`,
        `GET /api/admin/customers.csv ${owner}`,
        `GET /api/admin/customers/:id ${staff}`,
        `POST /api/admin/customers/:id/notes ${staff}`,
        `POST /api/admin/customers/:id/block ${staff}`,
        `POST /api/admin/customers/:id/unblock ${staff}`,
        `GET /api/admin/subscribers ${CAPABILITIES['newsletter.read']}`,
        `GET /api/admin/subscribers.csv ${owner}`,
      ]),
    );
    expect([staff, owner]).toEqual(['staff', 'admin']);
  });
});
