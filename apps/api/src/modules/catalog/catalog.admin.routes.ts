import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_CATALOG_MESSAGES,
  ADMIN_UPLOAD_MAX_FILES,
  AdminCatalogCreateBody,
  AdminCatalogCsvQuery,
  AdminCatalogDeleteResponse,
  AdminCatalogImageParams,
  AdminCatalogItemResponse,
  AdminCatalogListQuery,
  AdminCatalogListResponse,
  AdminCatalogParams,
  AdminCatalogPatchBody,
  AdminImageOrderBody,
  PROFILE_PICTURE_MAX_BYTES,
} from '@atelier/contracts';
import { csvHeaders } from '../../lib/csv.js';
import { fileReader } from '../../lib/multipart.js';
import type { UploadLimiter } from '../../lib/upload-limit.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { CatalogActor, CatalogAdminService } from './catalog.admin.service.js';

/** The most bytes of one catalog picture (the same limit as every upload: 5 MB). */
const PICTURE_MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;

/** Sends a body already typed by the contract as JSON text (the serializer passes text through). */
const sendJson = (reply: FastifyReply, body: unknown) => reply.type('application/json; charset=utf-8').send(JSON.stringify(body));

function actor(req: FastifyRequest): CatalogActor {
  const user = currentUser(req);
  return { ...actorOf(user), role: user.role };
}

/**
 * The back office's catalog routes (docs/decisions/101), registered under /api/admin: staff and the
 * owner may list, create and edit items and their pictures; price changes are the owner's (the
 * service answers 403 to staff). Every write says `publicCache: 'clear'`: its successful answer
 * clears the public reply cache before it leaves, so the store, item pages (their primed answers
 * and Open Graph tags), search and the sitemap show it on the next request (lib/clear-on-write.ts).
 */
export async function catalogAdminRoutes(app: FastifyInstance, opts: { catalog: CatalogAdminService; uploads: UploadLimiter; now?: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog } = opts;
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const staff = { role: 'staff' as const };
  const ok = { 200: AdminCatalogItemResponse };

  r.get(
    '/catalog',
    {
      config: staff,
      schema: { ...base, summary: 'Catalog items in every state: search, filter, page (X-Total-Count)', querystring: AdminCatalogListQuery, response: { 200: AdminCatalogListResponse } },
    },
    async (req, reply) => {
      const { items, total } = await catalog.list(req.query);
      reply.header('x-total-count', String(total)).header('cache-control', 'no-store');
      // The items are typed AdminCatalogItem (toAdminItem), so the page is stringified here rather
      // than checked again field by field by the schema's serializer (bench/admin-catalog.mjs).
      const body: AdminCatalogListResponse = { success: true, items, total, page: req.query.page, limit: req.query.limit };
      return sendJson(reply, body);
    },
  );

  r.get(
    '/catalog.csv',
    {
      config: { role: 'admin' as const },
      schema: { ...base, summary: 'The catalog as CSV (owner): one row per variant on sale; the list filters; UTF-8 with BOM, RFC 4180', querystring: AdminCatalogCsvQuery },
    },
    async (req, reply) => reply.headers(csvHeaders('catalog', opts.now?.() ?? new Date())).send(catalog.csv(req.query)),
  );

  r.post(
    '/catalog',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: { ...base, summary: 'Create a product or artwork (draft unless state says otherwise)', body: AdminCatalogCreateBody, response: { 201: AdminCatalogItemResponse } },
    },
    async (req, reply) => reply.code(201).send({ success: true as const, item: await catalog.create(actor(req), req.body) }),
  );

  r.get('/catalog/:id', { config: staff, schema: { ...base, summary: 'One item in any state, with its pictures', params: AdminCatalogParams, response: ok } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, item: await catalog.get(req.params.id) };
  });

  r.patch(
    '/catalog/:id',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: { ...base, summary: 'Edit an item (prices: owner only; a new slug keeps the old address as a 301)', params: AdminCatalogParams, body: AdminCatalogPatchBody, response: ok },
    },
    async (req) => ({
      success: true as const,
      item: await catalog.update(actor(req), req.params.id, req.body),
    }),
  );

  r.delete(
    '/catalog/:id',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: { ...base, summary: 'Delete an item, or archive it when orders reference it', params: AdminCatalogParams, response: { 200: AdminCatalogDeleteResponse } },
    },
    async (req) => {
      const { deleted, item } = await catalog.remove(actor(req), req.params.id);
      return { success: true as const, deleted, message: deleted ? 'Item deleted' : 'Orders reference this item: it is archived instead of deleted', ...(item ? { item } : {}) };
    },
  );

  r.post(
    '/catalog/:id/images',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: {
        ...base,
        summary: `Add pictures (multipart, up to ${ADMIN_UPLOAD_MAX_FILES} files of 5 MB at once; JPEG, PNG, GIF, WebP, HEIF)`,
        params: AdminCatalogParams,
        response: { 201: AdminCatalogItemResponse },
      },
    },
    async (req, reply) =>
      opts.uploads.run(req, async () => {
        const next = fileReader(req, {
          maxBytes: PICTURE_MAX_BYTES,
          maxFiles: ADMIN_UPLOAD_MAX_FILES,
          tooLargeMessage: 'Each picture must be at most 5 MB',
          tooManyMessage: ADMIN_CATALOG_MESSAGES.tooManyFiles,
          noFilesMessage: ADMIN_CATALOG_MESSAGES.noFiles,
        });
        return reply.code(201).send({ success: true as const, item: await catalog.addImages(actor(req), req.params.id, next) });
      }),
  );

  r.patch(
    '/catalog/:id/images/order',
    {
      config: { ...staff, publicCache: 'clear' },
      schema: { ...base, summary: 'Order the pictures (first = cover) and set alt texts', params: AdminCatalogParams, body: AdminImageOrderBody, response: ok },
    },
    async (req) => ({
      success: true as const,
      item: await catalog.reorderImages(actor(req), req.params.id, req.body),
    }),
  );

  r.delete(
    '/catalog/:id/images/:imageId',
    { config: { ...staff, publicCache: 'clear' }, schema: { ...base, summary: 'Delete one picture', params: AdminCatalogImageParams, response: ok } },
    async (req) => ({
      success: true as const,
      item: await catalog.removeImage(actor(req), req.params.id, req.params.imageId),
    }),
  );
}
