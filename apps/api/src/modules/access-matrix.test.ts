import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, payOrder, signUp, signUpAs, type TestContext } from '../../test/helpers.js';

/**
 * Access matrix (docs/decisions/010): for every user-owned resource, anonymous → 401, another user → 404
 * (for a resource named by id) or a view without any of the owner's data (for "my …" lists),
 * owner → 2xx.
 */
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
const ids: { address?: string; order?: string; secondOrder?: string; secondOrderItem?: number; product?: number; artwork?: number } = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await signUp(ctx);
  other = await signUp(ctx);
  const call = as(ctx, owner.token);
  const [product] = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json();
  const [artwork] = (await ctx.app.inject({ method: 'GET', url: '/api/gallery?limit=1' })).json();
  ids.product = product.id;
  ids.artwork = artwork.id;
  ids.address = (
    await call({
      method: 'POST',
      url: '/api/addresses',
      payload: { first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '+250788123456', street_address: 'KG 1', country: 'Rwanda', province: 'Kigali', zip_code: '0', city: 'Kigali' },
    })
  ).json().address.id;
  const placeOrder = async () =>
    (
      await call({
        method: 'POST',
        url: '/api/orders',
        payload: {
          formData: { firstName: 'A', lastName: 'B', email: owner.email, phone: '+250788123456', address: 'KG 1', country: 'Rwanda', state: 'Kigali', postalCode: '0', city: 'Kigali' },
          cartData: { items: [{ productId: product.id }] },
        },
      })
    ).json();
  const order = await placeOrder();
  const second = await placeOrder();
  ids.order = order.orderId;
  ids.secondOrder = second.orderId;
  ids.secondOrderItem = second.order.order_items[0].id;
  // A return needs a payment (docs/decisions/122).
  for (const o of [order, second]) await payOrder(ctx, o.orderId);
  // Two more logins, so the owner's history (3) differs from the other user's (1).
  for (let i = 0; i < 2; i++) await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
  await call({ method: 'POST', url: '/api/cart', payload: { productId: product.id } });
  await call({ method: 'POST', url: '/api/wishlist', payload: { productId: artwork.id } });
  await call({ method: 'POST', url: `/api/products/${product.id}/ratings`, payload: { rating: 4 } });
  await call({ method: 'POST', url: '/api/returns', payload: { order_id: order.orderId, reason: 'Too small' } });
});
afterAll(() => ctx.close());

type Row =
  | { resource: string; request: () => InjectOptions; ownerStatus: number; otherStatus: 404 }
  | { resource: string; request: () => InjectOptions; ownerStatus: number; otherSees: (body: string) => boolean };

const rows: Row[] = [
  { resource: 'profile (read)', request: () => ({ method: 'GET', url: '/api/auth/verify' }), ownerStatus: 200, otherSees: (b) => b.includes(owner.email) },
  { resource: 'profile (edit)', request: () => ({ method: 'PUT', url: `/api/users/${owner.user.id}`, payload: { name: 'Owner' } }), ownerStatus: 200, otherStatus: 404 },
  { resource: 'addresses (list)', request: () => ({ method: 'GET', url: '/api/addresses' }), ownerStatus: 200, otherSees: (b) => b.includes(ids.address!) },
  { resource: 'address (delete)', request: () => ({ method: 'DELETE', url: `/api/addresses/${ids.address}` }), ownerStatus: 200, otherStatus: 404 },
  { resource: 'order', request: () => ({ method: 'GET', url: `/api/orders/${ids.order}` }), ownerStatus: 200, otherStatus: 404 },
  { resource: 'orders (list)', request: () => ({ method: 'GET', url: '/api/orders/user/orders' }), ownerStatus: 200, otherSees: (b) => b.includes(ids.order!) },
  { resource: 'order confirmation e-mail', request: () => ({ method: 'POST', url: '/api/orders/send-confirmation-email', payload: { orderId: ids.order } }), ownerStatus: 200, otherStatus: 404 },
  { resource: 'cart', request: () => ({ method: 'GET', url: '/api/cart' }), ownerStatus: 200, otherSees: (b) => b.includes(`"productId":${ids.product}`) },
  { resource: 'cart line (change)', request: () => ({ method: 'PUT', url: `/api/cart/${ids.product}`, payload: { quantity: 2 } }), ownerStatus: 200, otherStatus: 404 },
  { resource: 'wishlist', request: () => ({ method: 'GET', url: '/api/wishlist' }), ownerStatus: 200, otherSees: (b) => b.includes(`"productId":${ids.artwork}`) },
  { resource: 'wishlist item (delete)', request: () => ({ method: 'DELETE', url: `/api/wishlist/${ids.artwork}` }), ownerStatus: 200, otherStatus: 404 },
  { resource: 'login history', request: () => ({ method: 'GET', url: '/api/login-history/history' }), ownerStatus: 200, otherSees: (b) => JSON.parse(b).data.pagination.total === 3 },
  { resource: 'login stats', request: () => ({ method: 'GET', url: '/api/login-history/stats' }), ownerStatus: 200, otherSees: (b) => JSON.parse(b).data.totalLogins === 3 },
  { resource: 'ratings (mine)', request: () => ({ method: 'GET', url: '/api/products/me/ratings' }), ownerStatus: 200, otherSees: (b) => b.includes(`"productId":${ids.product}`) },
  { resource: 'returns (mine)', request: () => ({ method: 'GET', url: '/api/returns/me' }), ownerStatus: 200, otherSees: (b) => b.includes(ids.order!) },
  {
    resource: 'return request (on an order)',
    request: () => ({ method: 'POST', url: '/api/returns', payload: { order_id: ids.secondOrder, order_item_id: ids.secondOrderItem, reason: 'Wrong size' } }),
    ownerStatus: 201,
    otherStatus: 404,
  },
];

describe.each(rows)('$resource', (row) => {
  it('anonymous → 401', async () => {
    const res = await ctx.app.inject(row.request());
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('No authentication token found');
  });

  it('another user → nothing of the owner', async () => {
    const res = await as(ctx, other.token)(row.request());
    if ('otherStatus' in row) expect(res.statusCode).toBe(row.otherStatus);
    else {
      expect(res.statusCode).toBe(200);
      expect(row.otherSees(res.body)).toBe(false);
    }
  });

  it('owner → 2xx', async () => {
    const res = await as(ctx, owner.token)(row.request());
    expect(res.statusCode).toBe(row.ownerStatus);
    if ('otherSees' in row) expect(row.otherSees(res.body)).toBe(true);
  });
});

describe('the pay link (docs/decisions/128)', () => {
  it('opens an order without a sign-in only with its key: no session, another user’s or the owner’s own, stands in for it', async () => {
    const staff = as(ctx, (await signUpAs(ctx, 'staff')).token);
    const payUrl = new URL((await staff({ method: 'GET', url: `/api/admin/orders/${ids.order}` })).json().order.pay_url as string);
    const withKey = `/api/pay${payUrl.pathname.slice('/pay'.length)}${payUrl.search}`;
    const withoutKey = `/api/pay${payUrl.pathname.slice('/pay'.length)}`;
    expect((await ctx.app.inject({ method: 'GET', url: withKey })).statusCode).toBe(200);
    expect((await as(ctx, other.token)({ method: 'GET', url: withKey })).statusCode).toBe(200);
    for (const who of [undefined, other.token, owner.token]) {
      const res = who ? await as(ctx, who)({ method: 'GET', url: withoutKey }) : await ctx.app.inject({ method: 'GET', url: withoutKey });
      expect(res.statusCode).toBe(404);
    }
  });
});
