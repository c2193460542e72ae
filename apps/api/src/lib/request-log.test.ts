import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

describe('the request log (OneLinePerRequest)', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => ctx.close());

  /** The log so far, line by line, parsed. */
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  /** The log's lines about the request `reqId`. */
  const linesOf = (reqId: string) => parsed().filter((line) => line.reqId === reqId);
  /** The log's lines that name the request address `url`. */
  const linesFor = (url: string) => parsed().filter((line) => (line.req as { url?: string } | undefined)?.url === url);

  it('writes one line per request once it is answered: method, address, status and time, never its headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=2', headers: { authorization: 'Bearer secret-token-1', cookie: 'sid=secret-cookie-1' } });
    expect(res.statusCode).toBe(200);
    const about = linesFor('/api/products?limit=2');
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/products?limit=2' }, res: { statusCode: 200 } });
    expect(typeof about[0]!.responseTime).toBe('number');
    expect(linesOf(String(about[0]!.reqId))).toHaveLength(1);
    expect(lines.join('')).not.toMatch(/incoming request|secret-token-1|secret-cookie-1/);
  });

  it('writes an unknown address in one line too, with its 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    const about = linesFor('/api/no-such-thing');
    expect(about).toMatchObject([{ msg: 'request completed', res: { statusCode: 404 } }]);
    expect(linesOf(String(about[0]!.reqId))).toHaveLength(1);
  });
});
