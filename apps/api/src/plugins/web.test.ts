import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  // Over a socket: inject() would resolve `.` and `..` segments before the server saw them.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  fs.mkdirSync(path.join(ctx.config.mediaDir, 'demo'), { recursive: true });
  fs.writeFileSync(path.join(ctx.config.mediaDir, 'demo', 'a.txt'), 'picture');
});
afterAll(() => ctx.close());

/** GET with the path sent exactly as written. */
function rawGet(rawPath: string): Promise<{ statusCode: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve({ statusCode: res.statusCode!, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}

describe('/media', () => {
  it('serves a stored file with a year-long cache', async () => {
    const res = await rawGet('/media/demo/a.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('picture');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    '/media/..%2f..%2fetc/passwd',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/../../etc/passwd',
    '/media/..%5c..%5cetc%5cpasswd',
    '/media/demo/..%5ca.txt',
    '/media/demo/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/media/demo//a.txt',
    '/media/./demo/a.txt',
    '/media/demo/%2e/a.txt',
    '/media/%2e%2e',
    '/media/nothing.webp',
  ])('answers a traversal or an unknown file, %s, with the JSON 404 (issue 13 §8)', async (url) => {
    const res = await rawGet(url);
    expect(res.statusCode, res.body).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
