import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for MTN's MoMo sandbox (docs/decisions/132), for the tests and `npm run
 * momo:sandbox`: the three Collection endpoints the shop uses, with MTN's shapes and status codes,
 * and the callback MTN sends (PUT to X-Callback-Url) once a request settles. Any subscription key,
 * API user and API key are accepted; calls without them are refused as MTN refuses them (401).
 *
 * Test numbers (the payer's MSISDN): like MTN's sandbox numbers 46733123450–46733123454, chosen
 * among MTN Rwanda numbers so the shop's own checks take them:
 *   250780000001 FAILED NOT_ENOUGH_FUNDS   250780000002 FAILED PAYER_NOT_FOUND
 *   250780000003 FAILED APPROVAL_REJECTED  250780000004 FAILED EXPIRED (timed out)
 *   250780000005 stays PENDING             250780000006 SUCCESSFUL, but no callback is sent
 *   250780000007 MTN refuses the request (400)
 * MTN's own 46733123450 (failed), …451 (rejected), …452 (timed out), …453/…454 (pending) behave the same.
 * Any other number: SUCCESSFUL after `settleAfterMs`, with a callback.
 */
export const SANDBOX_NUMBERS = {
  notEnoughFunds: '250780000001',
  payerNotFound: '250780000002',
  rejected: '250780000003',
  expired: '250780000004',
  pending: '250780000005',
  successNoCallback: '250780000006',
  refused: '250780000007',
} as const;

type Outcome = { status: 'SUCCESSFUL' | 'FAILED' | 'PENDING'; reason?: string; callback: boolean; refuse?: boolean };
function outcomeOf(partyId: string): Outcome {
  switch (partyId) {
    case SANDBOX_NUMBERS.notEnoughFunds:
      return { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS', callback: true };
    case SANDBOX_NUMBERS.payerNotFound:
      return { status: 'FAILED', reason: 'PAYER_NOT_FOUND', callback: true };
    case SANDBOX_NUMBERS.rejected:
    case '46733123451':
      return { status: 'FAILED', reason: 'APPROVAL_REJECTED', callback: true };
    case SANDBOX_NUMBERS.expired:
    case '46733123452':
      return { status: 'FAILED', reason: 'EXPIRED', callback: true };
    case '46733123450':
      return { status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR', callback: true };
    case SANDBOX_NUMBERS.pending:
    case '46733123453':
    case '46733123454':
      return { status: 'PENDING', callback: false };
    case SANDBOX_NUMBERS.successNoCallback:
      return { status: 'SUCCESSFUL', callback: false };
    case SANDBOX_NUMBERS.refused:
      return { status: 'FAILED', callback: false, refuse: true };
    default:
      return { status: 'SUCCESSFUL', callback: true };
  }
}

interface Request {
  referenceId: string;
  body: { amount: string; currency: string; externalId: string; payer: { partyIdType: string; partyId: string }; payerMessage?: string; payeeNote?: string };
  callbackUrl?: string;
  createdAt: number;
  outcome: Outcome;
  financialTransactionId: string;
  /** Fields the status answer overrides (tests: a wrong amount). */
  tamper?: Record<string, unknown>;
}

interface HeldCallback {
  url: string;
  referenceId: string;
  body: Record<string, unknown>;
}

export interface MomoSandbox {
  url: string;
  /** Access tokens issued so far. */
  readonly tokensIssued: number;
  /** Requests to pay received, by reference. */
  readonly requests: Map<string, Request>;
  /** With `callbacks: 'hold'`, the callbacks the sandbox would have sent, in order (the test delivers them). */
  readonly held: HeldCallback[];
  /** Makes the status answer of `referenceId` say these fields instead (e.g. another amount). */
  tamper(referenceId: string, fields: Record<string, unknown>): void;
  /** Settles a request that was waiting (the customer approves on the phone). */
  approve(referenceId: string): void;
  close(): Promise<void>;
}

/**
 * Starts the sandbox on `port` (0: any free one) at 127.0.0.1. `settleAfterMs`: how long a request
 * stays PENDING before its outcome (0: at once). `callbacks`: 'send' PUTs them to X-Callback-Url,
 * 'hold' keeps them in `held`.
 */
export async function startMomoSandbox(opts: { port?: number; host?: string; settleAfterMs?: number; callbacks?: 'send' | 'hold'; log?: (line: string) => void } = {}): Promise<MomoSandbox> {
  const settleAfterMs = opts.settleAfterMs ?? 0;
  const mode = opts.callbacks ?? 'hold';
  const tokens = new Set<string>();
  const requests = new Map<string, Request>();
  const held: HeldCallback[] = [];
  let tokensIssued = 0;
  const timers = new Set<NodeJS.Timeout>();

  function statusBody(r: Request, settled: boolean): Record<string, unknown> {
    const status = settled ? r.outcome.status : 'PENDING';
    return {
      amount: r.body.amount,
      currency: r.body.currency,
      ...(status === 'SUCCESSFUL' ? { financialTransactionId: r.financialTransactionId } : {}),
      externalId: r.body.externalId,
      payer: r.body.payer,
      payerMessage: r.body.payerMessage,
      payeeNote: r.body.payeeNote,
      status,
      ...(status === 'FAILED' ? { reason: r.outcome.reason ?? 'INTERNAL_PROCESSING_ERROR' } : {}),
      ...r.tamper,
    };
  }
  const settledAt = new Map<string, boolean>();
  const isSettled = (r: Request) => settledAt.get(r.referenceId) ?? (settleAfterMs === 0 || Date.now() - r.createdAt >= settleAfterMs);

  function settle(r: Request) {
    settledAt.set(r.referenceId, true);
    if (!r.outcome.callback || !r.callbackUrl || r.outcome.status === 'PENDING') return;
    const cb = { url: r.callbackUrl, referenceId: r.referenceId, body: statusBody(r, true) };
    if (mode === 'hold') held.push(cb);
    else
      void fetch(cb.url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cb.body), signal: AbortSignal.timeout(10_000) })
        .then((res) => opts.log?.(`callback ${r.referenceId} → ${res.status}`))
        .catch((error: unknown) => opts.log?.(`callback ${r.referenceId} failed: ${(error as Error).message}`));
  }

  const send = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      const h = req.headers;
      opts.log?.(`${req.method} ${url.pathname}`);
      if (!h['ocp-apim-subscription-key']) return send(res, 401, { statusCode: 401, message: 'Access denied due to missing subscription key.' });
      if (req.method === 'POST' && url.pathname === '/collection/token/') {
        const basic = /^Basic (.+)$/.exec(h.authorization ?? '')?.[1];
        const [user, key] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
        if (!user || !key) return send(res, 401, { error: 'login_failed' });
        const token = randomUUID();
        tokens.add(token);
        tokensIssued++;
        return send(res, 200, { access_token: token, token_type: 'access_token', expires_in: 3600 });
      }
      const bearer = /^Bearer (.+)$/.exec(h.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) return send(res, 401, { code: 'NOT_AUTHORIZED', message: 'Authorization failed. Insufficient permissions.' });
      if (!h['x-target-environment']) return send(res, 400, { code: 'INVALID_TARGET_ENVIRONMENT', message: 'X-Target-Environment is missing' });
      if (req.method === 'POST' && url.pathname === '/collection/v1_0/requesttopay') {
        const referenceId = String(h['x-reference-id'] ?? '');
        if (!/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(referenceId))
          return send(res, 400, { code: 'INVALID_REFERENCE_ID', message: 'X-Reference-Id must be a UUID v4' });
        if (requests.has(referenceId)) return send(res, 409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' });
        let body: Request['body'];
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Request['body'];
        } catch {
          return send(res, 400, { code: 'INVALID_REQUEST', message: 'The body is not JSON' });
        }
        if (!/^\d+(\.\d+)?$/.test(String(body.amount)) || !body.currency || body.payer?.partyIdType !== 'MSISDN' || !/^\d{6,15}$/.test(String(body.payer?.partyId)))
          return send(res, 400, { code: 'INVALID_PAYER', message: 'amount, currency and payer { partyIdType: MSISDN, partyId } are required' });
        const outcome = outcomeOf(body.payer.partyId);
        if (outcome.refuse) return send(res, 400, { code: 'PAYER_NOT_ALLOWED', message: 'The payer cannot be charged' });
        const r: Request = {
          referenceId,
          body,
          callbackUrl: typeof h['x-callback-url'] === 'string' ? h['x-callback-url'] : undefined,
          createdAt: Date.now(),
          outcome,
          financialTransactionId: String(Math.floor(1e9 + Math.random() * 9e9)),
        };
        requests.set(referenceId, r);
        if (settleAfterMs === 0) settle(r);
        else if (outcome.status !== 'PENDING') {
          const t = setTimeout(() => {
            timers.delete(t);
            settle(r);
          }, settleAfterMs);
          timers.add(t);
        }
        return send(res, 202);
      }
      const m = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        const r = requests.get(decodeURIComponent(m[1]!));
        if (!r) return send(res, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
        return send(res, 200, statusBody(r, isSettled(r)));
      }
      return send(res, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    get tokensIssued() {
      return tokensIssued;
    },
    requests,
    held,
    tamper(referenceId, fields) {
      const r = requests.get(referenceId);
      if (r) r.tamper = { ...r.tamper, ...fields };
    },
    approve(referenceId) {
      const r = requests.get(referenceId);
      if (r) settle(r);
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
