import type * as TimersPromises from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tooManyAttemptsMessage } from '@atelier/contracts';
import { buildTestApp, newCustomer, query, signUp, type TestContext } from '../../../test/helpers.js';

// The soft per-address delay is a server-side pause (node:timers/promises setTimeout). The spy records
// how long each pause would be and returns at once, so the test sees the delay without timing it.
const pauses = vi.hoisted(() => vi.fn(async (_ms?: number) => undefined));
vi.mock('node:timers/promises', async (importOriginal) => ({ ...(await importOriginal<typeof TimersPromises>()), setTimeout: pauses }));

/** Brute force is throttled per client, per address and client, and per address, without a lock-out (docs/decisions/006). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => pauses.mockClear());

let nextIp = 0;
/** A client address of its own for each use (TEST-NET-3), so tests never share a client's failures. */
const freshIp = () => `203.0.113.${++nextIp}`;
const login = (email: string, password: string, remoteAddress: string, app = ctx.app) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
/** Moves every failure the throttle remembers `seconds` into the past, as if the client had waited. */
const wait = (seconds: number, app = ctx) => query(app, sql`update login_throttles set last_failure_at = last_failure_at - make_interval(secs => ${seconds})`);

describe('login throttle', () => {
  it("an attacker's wrong passwords from one client do not stop the owner logging in from another", async () => {
    const owner = await signUp(ctx);
    const attacker = freshIp();
    for (let i = 0; i < 8; i++) await login(owner.email, `guess-${i}`, attacker);
    const res = await login(owner.email, owner.password, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('locks a client that keeps failing on one address, with growing delays, even for the right password', async () => {
    const owner = await signUp(ctx);
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(owner.email, `guess-${i}`, ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401]);

    const first = await login(owner.email, owner.password, ip);
    expect(first.statusCode).toBe(429);
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(30);
    // The refusal says how long to wait (decision 006), as the per-IP limit does, in the request's language.
    expect(first.json()).toEqual({ error: `Too many failed attempts. Please try again in ${firstWait} seconds.`, code: 'RATE_LIMITED' });
    const inFrench = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: ip,
      headers: { 'accept-language': 'fr' },
    });
    expect(inFrench.json().error).toMatch(/^Trop de tentatives échouées\. Veuillez réessayer dans \d+ secondes\.$/);

    // Once the wait is over, one more guess is heard; its failure locks the client for twice as long.
    await wait(firstWait + 1);
    expect((await login(owner.email, 'guess-5', ip)).statusCode).toBe(401);
    const second = await login(owner.email, owner.password, ip);
    expect(second.statusCode).toBe(429);
    const secondWait = Number(second.headers['retry-after']);
    expect(secondWait).toBeGreaterThan(firstWait);
    expect(secondWait).toBeLessThanOrEqual(2 * 30);
    expect(second.json().error).toBe(secondWait === 60 ? 'Too many failed attempts. Please try again in 1 minute.' : `Too many failed attempts. Please try again in ${secondWait} seconds.`);

    // After that wait the right password gets in, and the success clears the client's record.
    await wait(secondWait + 1);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    expect((await login(owner.email, 'typo', ip)).statusCode).toBe(401);
  });

  it('treats an address without an account the same way, with the same answer', async () => {
    const ip = freshIp();
    const owner = await signUp(ctx);
    for (let i = 0; i < 5; i++) {
      await login('ghost-throttle@example.com', `guess-${i}`, ip);
      await login(owner.email, `guess-${i}`, ip);
    }
    const ghost = await login('ghost-throttle@example.com', 'x', ip);
    const real = await login(owner.email, 'x', ip);
    expect(ghost.statusCode).toBe(429);
    // The same answer, but for the seconds left, which the two requests may see a second apart.
    const anyWait = (body: { error: string }) => ({ ...body, error: body.error.replace(/\d+ seconds/, 'N seconds') });
    expect(anyWait(ghost.json())).toEqual(anyWait(real.json()));
  });

  it('slows an address attacked from many clients, but lets the right password in from a clean one', async () => {
    const owner = await signUp(ctx);
    for (let i = 0; i < 5; i++) await login(owner.email, `guess-${i}`, freshIp());
    const calm = await login(owner.email, owner.password, freshIp());
    expect(calm.statusCode).toBe(200);
    expect(pauses).not.toHaveBeenCalled();

    for (let i = 0; i < 12; i++) await login(owner.email, `guess-more-${i}`, freshIp());
    const delays = pauses.mock.calls.map(([ms]) => Number(ms));
    expect(delays.length).toBeGreaterThan(3);
    // Each failure from yet another client makes the next attempt on the address wait longer, up to a cap.
    expect(delays[1]!).toBeGreaterThan(delays[0]!);
    expect(delays[2]!).toBeGreaterThan(delays[1]!);
    expect(Math.max(...delays)).toBeLessThanOrEqual(5_000);

    pauses.mockClear();
    const owned = await login(owner.email, owner.password, freshIp());
    expect(owned.statusCode).toBe(200);
    expect(pauses).toHaveBeenCalledTimes(1);
    expect(Number(pauses.mock.calls[0]![0])).toBeGreaterThan(0);
  });
});

describe('login throttle per client', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await buildTestApp({ LOGIN_FAILURES_PER_IP: '4' });
  });
  afterAll(() => strict.close());

  it('locks a client failing across many addresses (credential stuffing), and only that client', async () => {
    const owner = await signUp(strict);
    const stuffer = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(newCustomer().email, 'leaked-password', stuffer, strict.app)).statusCode).toBe(401);
    const refused = await login(owner.email, owner.password, stuffer, strict.app);
    expect(refused.statusCode).toBe(429);
    // A minute's lock-out, said in minutes (rw: in the account's words).
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toBe(tooManyAttemptsMessage(Number(refused.headers['retry-after'])));
    expect(tooManyAttemptsMessage(60)).toBe('Too many failed attempts. Please try again in 1 minute.');
    const inKinyarwanda = await strict.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: stuffer,
      headers: { 'accept-language': 'rw' },
    });
    expect(inKinyarwanda.json().error).toMatch(/^Wagerageje inshuro nyinshi bikanga\. Ongera ugerageze mu (munota umwe|masegonda \d+)\.$/);
    expect((await login(owner.email, owner.password, freshIp(), strict.app)).statusCode).toBe(200);
  });
});
