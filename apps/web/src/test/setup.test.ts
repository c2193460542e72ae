import { afterEach, expect, it, vi } from 'vitest';
import { mockFetch } from './utils';

afterEach(() => vi.unstubAllGlobals());

it('refuses a fetch no test mocked, before and after a mock, naming the address', async () => {
  await expect(fetch('/api/products?page=1')).rejects.toThrow('fetch is not mocked in this test: /api/products?page=1');
  mockFetch({ 'GET /api/health': () => ({ body: { status: 'ok' } }) });
  expect(await (await fetch('/api/health')).json()).toEqual({ status: 'ok' });
  vi.unstubAllGlobals();
  await expect(fetch(new URL('http://localhost:3000/api/hero'))).rejects.toThrow('fetch is not mocked in this test: http://localhost:3000/api/hero');
});
