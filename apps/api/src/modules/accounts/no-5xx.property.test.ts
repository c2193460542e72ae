import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestContext } from '../../../test/helpers.js';

/**
 * Property (issue 3): whatever a client sends to an accounts endpoint — any JSON, any shape, any
 * path id — the answer is never a 5xx.
 */
let ctx: TestContext;
let token: string;
let userId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  const c = await signUp(ctx);
  token = c.token;
  userId = c.user.id;
});
afterAll(() => ctx.close());

const fieldNames = ['name', 'email', 'phone', 'password', 'verificationCode', 'code', 'token', 'newPassword', 'currentPassword', 'role', 'status',
  'first_name', 'last_name', 'street_address', 'street_address2', 'country', 'province', 'zip_code', 'city', '__proto__', 'constructor'];
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom('', ' ', 'a@b.co', 'A@B.CO', '000000', '123456', "' OR 1=1 --", '<script>alert(1)</script>', '\u0000', 'x'.repeat(5000), '+250788123456', '../../etc/passwd'),
);
const value = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(hostileString, hostileString, { maxKeys: 3 }));
const body = fc.oneof(fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 }), value, fc.anything());

const endpoints: Array<{ method: 'POST' | 'PUT' | 'DELETE' | 'GET'; url: string; auth?: boolean }> = [
  { method: 'POST', url: '/api/users' },
  { method: 'POST', url: '/api/auth/login' },
  { method: 'POST', url: '/api/auth/resend-verification' },
  { method: 'POST', url: '/api/auth/verify-email' },
  { method: 'POST', url: '/api/auth/forgot-password' },
  { method: 'POST', url: '/api/auth/verify-reset-token' },
  { method: 'POST', url: '/api/auth/reset-password' },
  { method: 'PUT', url: '/api/users/:me', auth: true },
  { method: 'POST', url: '/api/users/change-password', auth: true },
  { method: 'POST', url: '/api/addresses', auth: true },
];

describe('no input yields a 5xx', () => {
  it.each(endpoints)('$method $url with any JSON body', async ({ method, url, auth }) => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, sendAsText) => {
        const res = await ctx.app.inject({
          method,
          url: url.replace(':me', userId),
          headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
          payload: sendAsText ? String(JSON.stringify(payload) ?? '').slice(0, -1) : JSON.stringify(payload ?? null),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(typeof res.json().error === 'string' || res.statusCode < 400).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('NUL characters in any field or path answer 400, not 500', async () => {
    const withNul = { name: 'A\u0000B', email: 'nul@example.com', phone: '+250788123456', password: 'secret-pass' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users', payload: withNul })).statusCode).toBe(400);
    const auth = { authorization: `Bearer ${token}` };
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/users/${userId}`, headers: auth, payload: { name: '\u0000' } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/addresses/%00', headers: auth })).statusCode).toBe(400);
  });

  it('any id, page or header on the read and delete endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, async (id, page) => {
        const headers = { authorization: `Bearer ${token}` };
        for (const req of [
          { method: 'DELETE' as const, url: `/api/addresses/${encodeURIComponent(id)}` },
          { method: 'PUT' as const, url: `/api/users/${encodeURIComponent(id)}`, payload: { name: 'x' } },
          { method: 'GET' as const, url: `/api/login-history/history?page=${encodeURIComponent(page)}&limit=${encodeURIComponent(id)}` },
          { method: 'GET' as const, url: '/api/auth/verify', headers: { authorization: `Bearer ${id}` } },
        ]) {
          const res = await ctx.app.inject({ headers, ...req });
          expect(res.statusCode, `${req.method} ${req.url}: ${res.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
  });
});
