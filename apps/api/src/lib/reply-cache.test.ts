import { describe, expect, it } from 'vitest';
import { createReplyCache } from './reply-cache.js';

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
