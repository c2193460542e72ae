import { MOMO_MESSAGES } from '@atelier/contracts';

/**
 * A small client for MTN's MoMo Open API, Collection product (docs/decisions/132), written against
 * MTN's public documentation (momodeveloper.mtn.com):
 * - `POST {baseUrl}/collection/token/` with HTTP Basic (API user : API key) and the subscription key
 *   → `{ access_token, token_type, expires_in }` (seconds); the token is reused until a minute before
 *   it expires, one request at a time.
 * - `POST /collection/v1_0/requesttopay` with X-Reference-Id (the attempt's UUID v4), X-Target-Environment,
 *   X-Callback-Url and the body `{ amount, currency, externalId, payer: { partyIdType: 'MSISDN', partyId },
 *   payerMessage, payeeNote }` → 202 Accepted.
 * - `GET /collection/v1_0/requesttopay/{referenceId}` → `{ amount, currency, financialTransactionId,
 *   externalId, payer, status: PENDING | SUCCESSFUL | FAILED, reason }`.
 * Every call has a timeout; failures are MomoError with a readable message.
 */
export interface MomoClientOptions {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  /** Per call, ms (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** What went wrong talking to MTN: `refused` (a 4xx: the request itself is wrong), `unavailable` (5xx, timeout, network). */
export class MomoError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable' | 'not_found',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MomoError';
  }
}

export interface RequestToPay {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  /** The payer's number without "+" (MSISDN). */
  partyId: string;
  payerMessage: string;
  payeeNote: string;
  callbackUrl?: string;
}

/** MTN's answer for one request to pay. */
export interface RequestToPayStatus {
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  amount?: string;
  currency?: string;
  financialTransactionId?: string;
  externalId?: string;
  reason?: unknown;
}

/** A readable message for an MTN error answer (its `code`/`message` when it gives them). */
async function describe(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  let detail = '';
  try {
    const body = JSON.parse(text) as { code?: string; message?: string };
    detail = [body.code, body.message].filter(Boolean).join(': ');
  } catch {
    detail = text.slice(0, 200);
  }
  return `MTN MoMo answered ${res.status}${detail ? ` (${detail})` : ''}`;
}

export function createMomoClient(opts: MomoClientOptions) {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const base = opts.baseUrl.replace(/\/$/, '');
  let token: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new MomoError('unavailable', `${MOMO_MESSAGES.mtnUnavailable} (${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message})`);
    }
  }

  /** A valid access token: the cached one until a minute before it expires, else a new one. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - 60_000 > now()) return token.value;
    pending ??= (async () => {
      const basic = Buffer.from(`${opts.apiUser}:${opts.apiKey}`).toString('base64');
      const res = await call('/collection/token/', { method: 'POST', headers: { authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': opts.subscriptionKey } });
      if (!res.ok)
        throw new MomoError(res.status >= 500 ? 'unavailable' : 'refused', `${await describe(res)} for the access token: check MOMO_API_USER, MOMO_API_KEY and MOMO_SUBSCRIPTION_KEY`, res.status);
      const body = (await res.json()) as { access_token?: string; expires_in?: number };
      if (!body.access_token) throw new MomoError('unavailable', 'MTN MoMo gave no access token');
      token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 3600) * 1000 };
      return token.value;
    })().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /** Headers of the Collection calls; a 401 drops the cached token so the next call takes a new one. */
  async function headers(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    return { authorization: `Bearer ${await accessToken()}`, 'x-target-environment': opts.targetEnvironment, 'ocp-apim-subscription-key': opts.subscriptionKey, ...extra };
  }
  function failed(res: Response, message: string): MomoError {
    if (res.status === 401) token = undefined;
    return new MomoError(res.status === 404 ? 'not_found' : res.status >= 500 || res.status === 401 ? 'unavailable' : 'refused', message, res.status);
  }

  return {
    accessToken,
    /**
     * Asks the payer to approve `amount`. Resolves on MTN's 202; a 409 (this reference already
     * exists: an earlier try with the same reference reached MTN) counts as accepted too.
     */
    async requestToPay(r: RequestToPay): Promise<void> {
      const res = await call('/collection/v1_0/requesttopay', {
        method: 'POST',
        headers: await headers({ 'x-reference-id': r.referenceId, 'content-type': 'application/json', ...(r.callbackUrl ? { 'x-callback-url': r.callbackUrl } : {}) }),
        body: JSON.stringify({
          amount: r.amount,
          currency: r.currency,
          externalId: r.externalId,
          payer: { partyIdType: 'MSISDN', partyId: r.partyId },
          payerMessage: r.payerMessage,
          payeeNote: r.payeeNote,
        }),
      });
      if (res.status === 202 || res.status === 409) return;
      throw failed(res, await describe(res));
    },
    /** MTN's status of a request to pay; MomoError `not_found` when MTN does not know the reference. */
    async status(referenceId: string): Promise<RequestToPayStatus> {
      const res = await call(`/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, { method: 'GET', headers: await headers() });
      if (!res.ok) throw failed(res, await describe(res));
      const body = (await res.json()) as RequestToPayStatus;
      if (!['PENDING', 'SUCCESSFUL', 'FAILED'].includes(body.status)) return { ...body, status: 'PENDING' };
      return body;
    },
  };
}
export type MomoClient = ReturnType<typeof createMomoClient>;
