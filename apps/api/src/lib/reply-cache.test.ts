import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
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
