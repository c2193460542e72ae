import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@atelier/contracts';
import { pageShell, type InjectedReply } from './page-shell.js';
import { payPageRoutes } from './pay-page.js';

/*
 * The pay link's page (docs/decisions/129-the-pay-page.md) on its own: a stand-in for the API
 * (GET /api/pay/…) answers as told, so the page's status, headers and primed answer are checked
 * without an order. The API's own rules (keys, 404 for any wrong pair) are the orders tests'.
 */

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-pay-page-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Atelier Kigali</title></head><body><div id="root"></div></body></html>');

const KEY = 'Zm9vYmFyYmF6cXV4cXV1eA';
const invoice = { success: true, invoice: { order_number: 'ATL-7K3QX9', customer_first_name: 'Claudine', amount_due: 43000 } };
type Call = { url: string; locale: Locale; ip?: string };
let calls: Call[] = [];
let answer: (url: string) => InjectedReply = () => ({ statusCode: 404, headers: { 'content-type': 'application/json' }, body: '{"error":"Order not found"}' });
const json = (statusCode: number, body: unknown): InjectedReply => ({ statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ trustProxy: true });
  const inject = async (url: string, locale: Locale, ip?: string) => {
    calls.push({ url, locale, ip });
    return answer(url);
  };
  // The shell's own calls (the brand, the footer's links) answer nothing here.
  const shell = pageShell({ webDir, inject: async (url, locale) => (url.startsWith('/api/pay/') ? inject(url, locale) : json(404, {})) });
  await app.register(payPageRoutes, { webDir, shell, inject });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});
beforeEach(() => {
  calls = [];
});

const boot = (html: string) => JSON.parse(/<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, { body: unknown }>;

describe('the pay link’s page', () => {
  it('carries the invoice, asked for as the visitor in the page’s language, and is never cached, indexed or referred on', async () => {
    answer = () => json(200, invoice);
    const res = await app.inject({ method: 'GET', url: `/rw/pay/ATL-7K3QX9?key=${KEY}`, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(calls).toEqual([{ url: `/api/pay/ATL-7K3QX9?key=${KEY}`, locale: 'rw', ip: '203.0.113.7' }]);
    // The app's own call finds the answer in the page: one visit, one call.
    expect(boot(res.body)[`/api/pay/ATL-7K3QX9?key=${KEY}`]?.body).toEqual(invoice);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain('<meta name="referrer" content="same-origin">');
    expect(res.body).toContain('<html lang="rw"');
  });

  it('a wrong order number or key is the same HTML with status 404 and no invoice', async () => {
    answer = () => json(404, { error: 'Order not found', code: 'NOT_FOUND' });
    for (const url of [`/pay/ATL-7K3QX9?key=wrong`, `/fr/pay/ATL-NOPE?key=${KEY}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
      expect(boot(res.body), url).toEqual({});
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });

  it('a number or key the endpoint refuses as malformed (400) is not found either', async () => {
    answer = () => json(400, { error: 'Too big: expected string to have <=200 characters', code: 'VALIDATION_ERROR' });
    expect((await app.inject({ method: 'GET', url: `/pay/ATL-7K3QX9?key=${'k'.repeat(300)}` })).statusCode).toBe(404);
  });

  it('without a key it is not found at once, and asks nothing', async () => {
    for (const url of ['/pay/ATL-7K3QX9', '/pay/ATL-7K3QX9?key=', '/pay/ATL-7K3QX9?key=a&key=b']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(calls).toEqual([]);
  });

  it('any other answer (too many attempts, a fault) leaves the app to ask and say why', async () => {
    answer = () => json(429, { error: 'Too many attempts. Please try again in 40 seconds.', code: 'RATE_LIMITED' });
    const limited = await app.inject({ method: 'GET', url: `/pay/ATL-7K3QX9?key=${KEY}` });
    expect(limited.statusCode).toBe(200);
    expect(boot(limited.body)).toEqual({});
    answer = () => {
      throw new Error('down');
    };
    expect((await app.inject({ method: 'GET', url: `/pay/ATL-7K3QX9?key=${KEY}` })).statusCode).toBe(200);
  });
});
