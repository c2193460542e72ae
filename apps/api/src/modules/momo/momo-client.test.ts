import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOMO_MESSAGES } from '@atelier/contracts';
import { createMomoClient, MomoError } from './momo-client.js';
import { SANDBOX_NUMBERS, startMomoSandbox, type MomoSandbox } from './momo-sandbox.js';

/**
 * The MTN MoMo client (docs/decisions/132) against the local sandbox and a scripted fetch: MTN's
 * headers and body, the token reused until a minute before it expires, MTN's errors and a timeout
 * as readable MomoErrors.
 */
let sandbox: MomoSandbox;
beforeAll(async () => {
  sandbox = await startMomoSandbox();
});
afterAll(() => sandbox.close());

const request = (partyId: string) => ({
  referenceId: randomUUID(),
  amount: '5000',
  currency: 'RWF',
  externalId: 'ATL-ABC123',
  partyId,
  payerMessage: 'Order ATL-ABC123',
  payeeNote: 'Order ATL-ABC123',
});

describe('MTN MoMo client', () => {
  it('sends MTN’s headers and body, reads the status, and reuses its token until a minute before it expires', async () => {
    let clock = 1_000_000;
    const seen: Array<{ url: string; headers: Headers }> = [];
    const client = createMomoClient({
      baseUrl: `${sandbox.url}/`,
      subscriptionKey: 'sub',
      apiUser: 'user',
      apiKey: 'key',
      targetEnvironment: 'sandbox',
      now: () => clock,
      fetch: (input, init) => {
        seen.push({ url: String(input), headers: new Headers(init?.headers) });
        return fetch(input, init);
      },
    });
    const before = sandbox.tokensIssued;
    const r = request('250788000111');
    await client.requestToPay({ ...r, callbackUrl: 'http://shop.localhost/api/payments/momo/callback?ref=x' });
    const post = seen.find((s) => s.url.endsWith('/collection/v1_0/requesttopay'))!;
    expect(seen[0]!.url).toBe(`${sandbox.url}/collection/token/`);
    expect(seen[0]!.headers.get('authorization')).toBe(`Basic ${Buffer.from('user:key').toString('base64')}`);
    expect(post.headers.get('x-reference-id')).toBe(r.referenceId);
    expect(post.headers.get('x-target-environment')).toBe('sandbox');
    expect(post.headers.get('x-callback-url')).toBe('http://shop.localhost/api/payments/momo/callback?ref=x');
    expect(post.headers.get('ocp-apim-subscription-key')).toBe('sub');
    expect(sandbox.requests.get(r.referenceId)!.body.payer).toEqual({ partyIdType: 'MSISDN', partyId: '250788000111' });
    expect(await client.status(r.referenceId)).toMatchObject({ status: 'SUCCESSFUL', amount: '5000', currency: 'RWF', financialTransactionId: expect.any(String) });

    clock += 58 * 60_000; // 58 of the token's 60 minutes: still reused
    await client.status(r.referenceId);
    expect(sandbox.tokensIssued - before).toBe(1);
    clock += 90_000; // within the last minute: a new one
    await client.status(r.referenceId);
    expect(sandbox.tokensIssued - before).toBe(2);
    // The same reference again is accepted (MTN's 409: it has it already).
    await expect(client.requestToPay(r)).resolves.toBeUndefined();
  });

  it('turns MTN’s refusals, unknown references and a silence into readable errors', async () => {
    const client = createMomoClient({ baseUrl: sandbox.url, subscriptionKey: 'sub', apiUser: 'user', apiKey: 'key', targetEnvironment: 'sandbox' });
    const refused = await client.requestToPay(request(SANDBOX_NUMBERS.refused)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MomoError);
    expect(refused).toMatchObject({ kind: 'refused', status: 400, message: 'MTN MoMo answered 400 (PAYER_NOT_ALLOWED: The payer cannot be charged)' });
    expect(await client.status(randomUUID()).catch((e: unknown) => e)).toMatchObject({ kind: 'not_found', status: 404 });

    const noKey = createMomoClient({ baseUrl: sandbox.url, subscriptionKey: '', apiUser: 'user', apiKey: 'key', targetEnvironment: 'sandbox' });
    expect(await noKey.accessToken().catch((e: unknown) => e)).toMatchObject({ kind: 'refused', message: expect.stringContaining('check MOMO_API_USER, MOMO_API_KEY and MOMO_SUBSCRIPTION_KEY') });

    const silent = createMomoClient({
      baseUrl: sandbox.url,
      subscriptionKey: 'sub',
      apiUser: 'user',
      apiKey: 'key',
      targetEnvironment: 'sandbox',
      timeoutMs: 50,
      fetch: (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))),
    });
    expect(await silent.accessToken().catch((e: unknown) => e)).toMatchObject({ kind: 'unavailable', message: `${MOMO_MESSAGES.mtnUnavailable} (timed out)` });
    const down = createMomoClient({
      baseUrl: sandbox.url,
      subscriptionKey: 'sub',
      apiUser: 'u',
      apiKey: 'k',
      targetEnvironment: 'sandbox',
      fetch: () => Promise.resolve(new Response('busy', { status: 503 })),
    });
    expect(await down.accessToken().catch((e: unknown) => e)).toMatchObject({ kind: 'unavailable', status: 503 });
  });
});
