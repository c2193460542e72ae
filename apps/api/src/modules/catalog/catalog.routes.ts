import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogItem, CatalogList, CatalogListQuery, HeroResponse, IdOrSlugParams, SearchQuery } from '@atelier/contracts';
import { sendCached, type ReplyCache } from '../../lib/reply-cache.js';
import type { CatalogService } from './catalog.service.js';

/**
 * Catalog routes (spec 02 §7: GET /products, /products/{id}, /gallery, /gallery/{id}, /hero) under
 * /api. Every reply here is public and the same for everyone, so it is served from `cache`
 * (serialized once, with an ETag); the response schemas document the shapes.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService; cache: ReplyCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog, cache } = opts;
  const listOf = (kind: 'product' | 'artwork', page: number, limit: number) => async () => {
    const { items, total } = await catalog.list(kind, page, limit);
    return { body: items, headers: { 'x-total-count': String(total) } };
  };

  r.get('/products', { schema: { tags: ['catalog'], summary: 'Store products (JSON array; total in X-Total-Count)', querystring: CatalogListQuery, response: { 200: CatalogList } } }, async (req, reply) => {
    const { page, limit } = req.query;
    return sendCached(req, reply, await cache.get(`products:${page}:${limit}`, listOf('product', page, limit)));
  });

  // Search results are public too; the key is the normalised query, so 'Shoes ' and 'shoes' share one entry.
  const searchResults = (kind: 'product' | 'artwork', text: string) => {
    const q = text.toLowerCase();
    return cache.get(`search:${kind}:${q}`, async () => ({ body: await catalog.search(kind, q) }));
  };
  r.get('/products/search', { schema: { tags: ['catalog'], summary: 'Search the store (ranked, typo-tolerant, at most 20)', querystring: SearchQuery, response: { 200: CatalogList } } }, async (req, reply) =>
    sendCached(req, reply, await searchResults('product', req.query.q)),
  );
  r.get('/gallery/search', { schema: { tags: ['catalog'], summary: 'Search the gallery (ranked, typo-tolerant, at most 20)', querystring: SearchQuery, response: { 200: CatalogList } } }, async (req, reply) =>
    sendCached(req, reply, await searchResults('artwork', req.query.q)),
  );

  r.get('/products/:id', { schema: { tags: ['catalog'], summary: 'One item by id or slug', params: IdOrSlugParams, response: { 200: CatalogItem } } }, async (req, reply) =>
    sendCached(req, reply, await cache.get(`item:${req.params.id}`, async () => ({ body: await catalog.get(req.params.id) }))),
  );

  r.get('/gallery', { schema: { tags: ['catalog'], summary: 'Gallery artworks (JSON array; total in X-Total-Count)', querystring: CatalogListQuery, response: { 200: CatalogList } } }, async (req, reply) => {
    const { page, limit } = req.query;
    return sendCached(req, reply, await cache.get(`gallery:${page}:${limit}`, listOf('artwork', page, limit)));
  });

  r.get('/gallery/:id', { schema: { tags: ['catalog'], summary: 'One artwork by id or slug', params: IdOrSlugParams, response: { 200: CatalogItem } } }, async (req, reply) =>
    sendCached(req, reply, await cache.get(`artwork:${req.params.id}`, async () => ({ body: await catalog.get(req.params.id, 'artwork') }))),
  );

  r.get('/hero', { schema: { tags: ['catalog'], response: { 200: HeroResponse } } }, async (req, reply) =>
    sendCached(req, reply, await cache.get('hero', async () => ({ body: { success: true, data: await catalog.hero() } }))),
  );
}
