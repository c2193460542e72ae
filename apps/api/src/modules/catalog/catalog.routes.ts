import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogItem, CatalogList, type CardItem, CatalogListQuery, HeroResponse, IdOrSlugParams, SearchQuery, type Locale } from '@atelier/contracts';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import { replyOf, sendCached, type CachedReply, type ReplyCache } from '../../lib/reply-cache.js';
import { bearerToken } from '../../plugins/auth.js';
import { contentLanguage, varyByLanguage } from '../../plugins/language.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CatalogService } from './catalog.service.js';
import { markedPage } from './marked-page.js';

/** Ids in the signed-in customer's cart and wishlist (composed in app.ts from those services). */
export type ViewerLists = (userId: string) => Promise<{ cart: Set<number>; wishlist: Set<number> }>;

/** An item of a reply with a signed-in viewer's marks: a list's card body or one item's full body (a CatalogItem is a CardItem with more). */
type Marked = CardItem & { inCart?: boolean; inWishlist?: boolean };
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Catalog routes (spec 02 §7: GET /products, /products/{id}, /gallery, /gallery/{id}, /hero) under
 * /api. The public part of every reply is the same for everyone, so it is served from `cache`
 * (serialized once, with an ETag). When a valid bearer token comes along, each item also says
 * `inCart` / `inWishlist` for that customer (docs/decisions/030) and the reply is private, not cached.
 * The owner's texts come in the request's language, English where not translated
 * (docs/decisions/112): every cache key starts with the language, and replies vary by it.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService; cache: ReplyCache; viewerLists?: ViewerLists; sessions: Pick<AccountsService, 'keepAlive'> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog, cache, viewerLists, sessions } = opts;
  // The lists read the viewer in their own statement (sendList); the other routes look the token up first.
  const preHandler = app.optionalUser;

  /** The cached public reply, or — for a signed-in caller — the same items marked for them. */
  const send = async (req: FastifyRequest, reply: FastifyReply, cached: CachedReply) => {
    // The same URL answers differently with a token and in each language: shared caches must keep them apart.
    varyByLanguage(reply, await req.language());
    if (!req.user || !viewerLists) return sendCached(req, reply, cached);
    const lists = await viewerLists(req.user.id);
    const mark = (item: Marked): Marked => ({ ...item, inCart: lists.cart.has(item.id), inWishlist: lists.wishlist.has(item.id) });
    const body = JSON.parse(cached.body.toString('utf8')) as Marked | Marked[] | { success: boolean };
    reply.headers(cached.headers).header('cache-control', 'private, no-store');
    if (Array.isArray(body)) return reply.send(body.map(mark));
    return reply.send('kind' in body ? mark(body) : body);
  };
  const listOf = (kind: 'product' | 'artwork', page: number, limit: number, locale: Locale) => async () => {
    const { items, total } = await catalog.list(kind, page, limit, locale);
    // The stored JSON as it is, item by item, so a signed-in page can add its marks to the cached JSON (sendList).
    return { body: null, items, headers: { 'x-total-count': String(total) } };
  };
  /** A reply loaded as JSON text that is sent as it is (the items' stored JSON, docs/decisions/116). */
  const jsonText = (body: string) => ({ body, contentType: JSON_TYPE });
  /**
   * A page of the store or gallery: the cached public reply, or — with a bearer token of a live
   * session — the page with that customer's `inCart` / `inWishlist` marks, private and never cached
   * as such (docs/decisions/107). A token that is not live gets the public reply.
   *
   * - With the reply cache on, the page's public part (items, pictures, ratings, holds: the same for
   *   everyone, cleared on every write that changes it) comes from the cache, and one small prepared
   *   statement reads the token's session and the ids in the customer's cart and wishlist (one
   *   statement for the signed-in requests that arrive together, `catalog.liveViewer`). Their
   *   marks are spliced into each item's cached JSON, after its other keys.
   * - With the cache off (`PUBLIC_CACHE_TTL_MS=0`), the token's session and the marks are read in
   *   the page's own statement, with the versions of the items' stored JSON, whose bytes the server
   *   keeps (`catalog.listBytes`): one round trip, shared by the requests for the same page that
   *   arrive together; two when the server does not hold an item's current JSON yet (its first
   *   page, or the item changed). A visitor's page (no token, or a token that is not live) is the
   *   same statement and kept bytes without the marks, sent as the public reply (ETag, public
   *   cache-control): its database work does not grow with the bytes of the page.
   *
   * Either way the session's last_seen_at is written at most once a minute, as `authenticate` does.
   * The items are their stored card bodies (catalog_item_json.card_body, docs/decisions/116 and
   * 127 "The list's card body": each variant without `sku` and `image`), sent as those bytes rather
   * than validated again by the schema's serializer, which cost more than the query.
   */
  const sendList = async (req: FastifyRequest, reply: FastifyReply, kind: 'product' | 'artwork', page: number, limit: number) => {
    const locale = contentLanguage(req);
    varyByLanguage(reply, locale);
    const token = bearerToken(req);
    const key = `${locale}:${kind === 'product' ? 'products' : 'gallery'}:${page}:${limit}`;
    if (token && cache.enabled) {
      const cached = await cache.get(key, listOf(kind, page, limit, locale));
      const items = cached.items ?? [];
      const viewer = await catalog.liveViewer(sha256(token));
      if (!viewer) return sendCached(req, reply, cached);
      await sessions.keepAlive(viewer.sessionId, viewer.lastSeenMs);
      const cart = new Set(viewer.cart);
      const wishlist = new Set(viewer.wishlist);
      const body = markedPage(items.map(({ id, open }) => ({ open, inCart: cart.has(id), inWishlist: wishlist.has(id) })));
      reply.headers(cached.headers).header('cache-control', 'private, no-store');
      return reply.type(JSON_TYPE).send(body);
    }
    if (!cache.enabled) {
      const { body, total, viewer } = await catalog.listBytes(kind, page, limit, token ? sha256(token) : null, locale);
      if (!viewer) return sendCached(req, reply, replyOf(body, { 'x-total-count': String(total) }));
      await sessions.keepAlive(viewer.sessionId, viewer.lastSeenMs);
      reply.header('x-total-count', String(total)).header('cache-control', 'private, no-store');
      return reply.type(JSON_TYPE).send(body);
    }
    return sendCached(req, reply, await cache.get(key, listOf(kind, page, limit, locale)));
  };

  r.get(
    '/products',
    { schema: { tags: ['catalog'], summary: 'Store products (JSON array; total in X-Total-Count)', querystring: CatalogListQuery, response: { 200: CatalogList } } },
    async (req, reply) => {
      const { page, limit } = req.query;
      return sendList(req, reply, 'product', page, limit);
    },
  );

  // Search results are public too; the key is the normalised query, so 'Shoes ' and 'shoes' share one entry.
  const searchResults = (kind: 'product' | 'artwork', text: string, locale: Locale) => {
    const q = text.toLowerCase();
    return cache.get(`${locale}:search:${kind}:${q}`, async () => jsonText(`[${(await catalog.searchJson(kind, q, locale)).join(',')}]`));
  };
  r.get(
    '/products/search',
    { preHandler, schema: { tags: ['catalog'], summary: 'Search the store (ranked, typo-tolerant, at most 20)', querystring: SearchQuery, response: { 200: CatalogList } } },
    async (req, reply) => send(req, reply, await searchResults('product', req.query.q, await req.language())),
  );
  r.get(
    '/gallery/search',
    { preHandler, schema: { tags: ['catalog'], summary: 'Search the gallery (ranked, typo-tolerant, at most 20)', querystring: SearchQuery, response: { 200: CatalogList } } },
    async (req, reply) => send(req, reply, await searchResults('artwork', req.query.q, await req.language())),
  );

  /**
   * One item's cached reply; an unknown slug that an item used before (docs/decisions/101) answers 301 to the
   * same call with the item's current slug.
   */
  const sendItem = async (req: FastifyRequest, reply: FastifyReply, id: number | string, kind: 'product' | 'artwork' | undefined) => {
    try {
      const locale = await req.language();
      return await send(req, reply, await cache.get(`${locale}:${kind ? 'artwork' : 'item'}:${id}`, async () => jsonText(await catalog.getJson(id, kind, locale))));
    } catch (err) {
      const moved = typeof id === 'string' && err instanceof AppError && err.code === 'NOT_FOUND' ? await catalog.redirectOf(id, kind) : undefined;
      if (!moved) throw err;
      return reply
        .code(301)
        .header('location', `/api/${kind ? 'gallery' : 'products'}/${moved}`)
        .header('cache-control', 'no-cache')
        .send();
    }
  };

  r.get(
    '/products/:id',
    { preHandler, schema: { tags: ['catalog'], summary: 'One item by id or slug (a former slug: 301 to the current one)', params: IdOrSlugParams, response: { 200: CatalogItem } } },
    async (req, reply) => sendItem(req, reply, req.params.id, undefined),
  );

  r.get(
    '/gallery',
    { schema: { tags: ['catalog'], summary: 'Gallery artworks (JSON array; total in X-Total-Count)', querystring: CatalogListQuery, response: { 200: CatalogList } } },
    async (req, reply) => {
      const { page, limit } = req.query;
      return sendList(req, reply, 'artwork', page, limit);
    },
  );

  r.get(
    '/gallery/:id',
    { preHandler, schema: { tags: ['catalog'], summary: 'One artwork by id or slug (a former slug: 301 to the current one)', params: IdOrSlugParams, response: { 200: CatalogItem } } },
    async (req, reply) => sendItem(req, reply, req.params.id, 'artwork'),
  );

  r.get('/hero', { preHandler, schema: { tags: ['catalog'], response: { 200: HeroResponse } } }, async (req, reply) => {
    const locale = await req.language();
    varyByLanguage(reply, locale);
    return sendCached(req, reply, await cache.get(`${locale}:hero`, async () => ({ body: { success: true, data: await catalog.hero(locale) } })));
  });
}
