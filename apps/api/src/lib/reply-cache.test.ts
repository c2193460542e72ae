import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReplyCache, sendCached } from './reply-cache.js';

const items = [
  { id: 1, json: '{"id":1,"title":"Imigongo — RWF"}' },
  { id: 2, json: '{"id":2,"title":"Kitenge"}' },
];

describe('createReplyCache, a list given item by item', () => {
  it('sends the items as one JSON array, with an ETag of those bytes', async () => {
    const reply = await createReplyCache({ ttlMs: 1000 }).get('k', async () => ({ body: null, items }));
    expect(reply.body.toString('utf8')).toBe(`[${items[0]!.json},${items[1]!.json}]`);
    expect(JSON.parse(reply.body.toString('utf8'))).toEqual([
      { id: 1, title: 'Imigongo — RWF' },
      { id: 2, title: 'Kitenge' },
    ]);
    expect(reply.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(reply.contentType).toBe('application/json; charset=utf-8');
  });

  it('keeps each item’s bytes without its closing brace for the signed-in marks', async () => {
    const reply = await createReplyCache({ ttlMs: 1000 }).get('k', async () => ({ body: null, items }));
    expect(reply.items?.map((i) => [i.id, i.open.toString('utf8')])).toEqual([
      [1, '{"id":1,"title":"Imigongo — RWF"'],
      [2, '{"id":2,"title":"Kitenge"'],
    ]);
  });

  it('with the cache off (TTL 0), loads every time and keeps no item bytes: the reply is sent once', async () => {
    const cache = createReplyCache({ ttlMs: 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { body: null, items };
    };
    const first = await cache.get('k', load);
    const second = await cache.get('k', load);
    expect(loads).toBe(2);
    expect(first.items).toBeUndefined();
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.etag).toBe(first.etag);
  });

  it('an empty list is []', async () => {
    const reply = await createReplyCache({ ttlMs: 1000 }).get('k', async () => ({ body: null, items: [] }));
    expect(reply.body.toString('utf8')).toBe('[]');
  });
});

describe('createReplyCache, an entry older than the TTL (stale-while-revalidate)', () => {
  /** A cache of TTL 1,000 ms on a fake clock, and a load whose n-th call answers `v<n>` once `release(n)` is called (or fails). */
  function setup() {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createReplyCache({ ttlMs: 1000 });
    const pending: Array<{ resolve: () => void; reject: (err: Error) => void }> = [];
    let calls = 0;
    const load = () => {
      const n = ++calls;
      return new Promise<{ body: unknown }>((resolve, reject) => pending.push({ resolve: () => resolve({ body: { v: n } }), reject }));
    };
    const value = async (p: Promise<{ body: Buffer }>) => JSON.parse((await p).body.toString('utf8')) as { v: number };
    const settle = () => new Promise((r) => setImmediate(r));
    /** Keeps v1, moves past its TTL and asks once, so that its replacement (load 2) has started. */
    const expiredWithReload = async () => {
      const first = cache.get('k', load);
      pending[0]!.resolve();
      await first;
      vi.advanceTimersByTime(1001);
      await cache.get('k', load);
      await settle();
    };
    return { cache, load, pending, calls: () => calls, value, settle, expiredWithReload };
  }
  afterEach(() => vi.useRealTimers());

  it('answers from the old entry at once while one load replaces it, then from the new one', async () => {
    const { cache, load, pending, calls, value, settle } = setup();
    const first = cache.get('k', load);
    pending[0]!.resolve();
    expect(await value(first)).toEqual({ v: 1 });
    vi.advanceTimersByTime(1001);
    // Expired: both callers get v1 without waiting, and only one load starts, once they are answered.
    expect(await value(cache.get('k', load))).toEqual({ v: 1 });
    expect(await value(cache.get('k', load))).toEqual({ v: 1 });
    expect(calls()).toBe(1);
    await settle();
    expect(calls()).toBe(2);
    pending[1]!.resolve();
    await settle();
    expect(await value(cache.get('k', load))).toEqual({ v: 2 });
    expect(calls()).toBe(2);
  });

  it('a replacement of 1 KB or more comes with its brotli bytes, made before it is kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createReplyCache({ ttlMs: 1000 });
    const page = (n: number) => async () => ({ body: `<p>${'Kitenge '.repeat(200)}${n}</p>`, contentType: 'text/html; charset=utf-8' });
    const first = await cache.get('page', page(1));
    expect(first.encoded?.size).toBe(0); // a first load compresses on the first request that asks (sendCached)
    vi.advanceTimersByTime(1001);
    await cache.get('page', page(2));
    let kept = first;
    for (let i = 0; i < 50 && kept === first; i++) {
      await new Promise((r) => setTimeout(r, 5));
      kept = await cache.get('page', page(3));
    }
    expect(kept.body.toString()).toContain('2</p>');
    expect(zlib.brotliDecompressSync(kept.encoded!.get('br')!).equals(kept.body)).toBe(true);
  });

  it('a clear while the load runs drops the old entry and does not keep the load: the next caller loads anew', async () => {
    const { cache, load, pending, calls, value, settle, expiredWithReload } = setup();
    await expiredWithReload();
    cache.clear();
    pending[1]!.resolve();
    await settle();
    const next = cache.get('k', load);
    expect(calls()).toBe(3);
    pending[2]!.resolve();
    expect(await value(next)).toEqual({ v: 3 });
  });

  it('past a second TTL, or after a failed load, a caller no longer gets the old entry for long', async () => {
    const { cache, load, pending, calls, value, settle, expiredWithReload } = setup();
    await expiredWithReload();
    pending[1]!.reject(new Error('database gone'));
    await settle();
    // The failed load is not kept; the next caller within the window gets v1 and starts another.
    expect(await value(cache.get('k', load))).toEqual({ v: 1 });
    await settle();
    expect(calls()).toBe(3);
    vi.advanceTimersByTime(1000);
    // Two TTLs old: the caller waits for a load of its own.
    const late = cache.get('k', load);
    expect(calls()).toBe(4);
    pending[3]!.resolve();
    expect(await value(late)).toEqual({ v: 4 });
  });
});

describe('sendCached, the encodings of a kept reply', () => {
  /** A server with the app's compression plugin and one cached route of a ~6 KB JSON list. */
  async function server(ttlMs: number) {
    const app = Fastify();
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    const cache = createReplyCache({ ttlMs });
    let loads = 0;
    const list = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, json: JSON.stringify({ id: i + 1, title: `Kitenge ${i}`, price: 45000 + i }) }));
    app.get('/list', async (req, reply) => {
      reply.header('vary', 'authorization, accept-language');
      return sendCached(
        req,
        reply,
        await cache.get('k', async () => {
          loads += 1;
          return { body: null, items: list };
        }),
      );
    });
    return { app, loads: () => loads, expected: list.map((i) => JSON.parse(i.json)) };
  }
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const)('Accept-Encoding %s gets %s, the same JSON and the same ETag every time', async (accept, encoding) => {
    const { app, loads, expected } = await server(60_000);
    const replies = [await app.inject({ url: '/list', headers: { 'accept-encoding': accept } }), await app.inject({ url: '/list', headers: { 'accept-encoding': accept } })];
    for (const res of replies) {
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('authorization, accept-language, accept-encoding');
      expect(JSON.parse(decode[encoding](res.rawPayload).toString('utf8'))).toEqual(expected);
    }
    expect(replies[1]!.headers.etag).toBe(replies[0]!.headers.etag);
    expect(replies[1]!.rawPayload.equals(replies[0]!.rawPayload)).toBe(true);
    expect(loads()).toBe(1);
    await app.close();
  });

  it('compresses a kept reply once, not per request', async () => {
    const { app } = await server(60_000);
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/list', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
      await app.close();
    }
  });

  it('a client that accepts no encoding we make gets the plain JSON; a matching ETag still gets 304', async () => {
    const { app, expected } = await server(60_000);
    for (const headers of [{}, { 'accept-encoding': 'deflate' }, { 'accept-encoding': 'identity' }]) {
      const res = await app.inject({ url: '/list', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual(expected);
    }
    const first = await app.inject({ url: '/list', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ url: '/list', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await app.close();
  });

  it('with the cache off, compression is left to the plugin and the reply is the same', async () => {
    const { app, expected } = await server(0);
    const res = await app.inject({ url: '/list', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(expected);
    await app.close();
  });
});
