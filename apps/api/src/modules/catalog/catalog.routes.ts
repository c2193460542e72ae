import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogItem, CatalogList, CatalogListQuery, HeroResponse, IntIdParams } from '@atelier/contracts';
import type { CatalogService } from './catalog.service.js';

/** Catalog routes (spec 02 §7: GET /products, /products/{id}, /gallery, /gallery/{id}, /hero) under /api. */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog } = opts;

  r.get('/products', { schema: { tags: ['catalog'], summary: 'Store products (JSON array; total in X-Total-Count)', querystring: CatalogListQuery, response: { 200: CatalogList } } }, async (req, reply) => {
    const { items, total } = await catalog.list('product', req.query.page, req.query.limit);
    reply.header('x-total-count', String(total));
    return items;
  });

  r.get('/products/:id', { schema: { tags: ['catalog'], params: IntIdParams, response: { 200: CatalogItem } } }, async (req) => catalog.get(req.params.id));

  r.get('/gallery', { schema: { tags: ['catalog'], summary: 'Gallery artworks (JSON array; total in X-Total-Count)', querystring: CatalogListQuery, response: { 200: CatalogList } } }, async (req, reply) => {
    const { items, total } = await catalog.list('artwork', req.query.page, req.query.limit);
    reply.header('x-total-count', String(total));
    return items;
  });

  r.get('/gallery/:id', { schema: { tags: ['catalog'], params: IntIdParams, response: { 200: CatalogItem } } }, async (req) => catalog.get(req.params.id, 'artwork'));

  r.get('/hero', { schema: { tags: ['catalog'], response: { 200: HeroResponse } } }, async () => ({ success: true as const, data: await catalog.hero() }));
}
