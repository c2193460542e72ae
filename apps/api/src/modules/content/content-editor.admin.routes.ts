import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_IMAGE_MAX_BYTES,
  AdminBasicBody,
  AdminBasicResponse,
  AdminContactItemBody,
  AdminContactItemPatch,
  AdminContactItemResponse,
  AdminContactItemsResponse,
  AdminContentResponse,
  AdminDeletedResponse,
  AdminFaqBody,
  AdminFaqPatch,
  AdminFaqResponse,
  AdminFaqsResponse,
  AdminSectionBody,
  AdminSectionResponse,
  AdminSocialBody,
  AdminSocialResponse,
  AdminStoreSettingsBody,
  AdminStoreSettingsResponse,
  AdminTeamMemberBody,
  AdminTeamMemberPatch,
  AdminTeamMemberResponse,
  AdminTeamResponse,
  AdminValueBody,
  AdminValuePatch,
  AdminValueResponse,
  AdminValuesResponse,
  CONTENT_MESSAGES,
  IntIdParamsAdmin,
  ReorderBody,
  SectionParams,
  UploadedImageResponse,
} from '@atelier/contracts';
import { AppError } from '../../lib/app-error.js';
import { readForm } from '../../lib/multipart.js';
import type { UploadLimiter } from '../../lib/upload-limit.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { ContentAdminService } from './content.admin.service.js';

const UploadQuery = z.object({ folder: z.enum(['content', 'hero', 'services'], { error: 'folder must be content, hero or services' }).default('content') });

/**
 * The content editor of the back office (docs/decisions/102), under /api/admin/content, owner only
 * (capability `content.manage`: staff 403). Field names are the public content calls' (spec 01 §3).
 * Every write is audited and says `publicCache: 'clear'`, so the storefront and the page HTML's
 * primed answers show it on the next request; the picture upload keeps the cache, since no public
 * reply names a picture until a later write does.
 *
 * GET / (everything); PUT /basic, /social, /store; POST /images (multipart `image`, ?folder=);
 * contact-items, team, values, faqs: POST /, PATCH /{id}, DELETE /{id}, PUT /order {ids};
 * PUT /sections/{key} (terms, legal, help introduction, privacy page).
 */
export async function contentEditorAdminRoutes(app: FastifyInstance, opts: { contentAdmin: ContentAdminService; uploads: UploadLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = opts.contentAdmin;
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const owner = { config: { role: 'admin' as const } };
  const actor = (req: Parameters<typeof currentUser>[0]) => actorOf(currentUser(req));

  r.get('/content', { ...owner, schema: { ...base, summary: 'All editable content (owner)', response: { 200: AdminContentResponse } } }, async () => ({
    success: true as const,
    data: await svc.overview(),
  }));
  r.put(
    '/content/basic',
    { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: 'Company basics (owner)', body: AdminBasicBody, response: { 200: AdminBasicResponse } } },
    async (req) => ({
      success: true as const,
      data: await svc.saveBasic(actor(req), req.body),
    }),
  );
  r.put(
    '/content/social',
    { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: 'Social links (owner)', body: AdminSocialBody, response: { 200: AdminSocialResponse } } },
    async (req) => ({
      success: true as const,
      data: await svc.saveSocial(actor(req), req.body),
    }),
  );
  r.get('/content/store', { ...owner, schema: { ...base, summary: 'Store settings (owner)', response: { 200: AdminStoreSettingsResponse } } }, async () => ({
    success: true as const,
    data: await svc.store(),
  }));
  r.put(
    '/content/store',
    {
      config: { role: 'admin', publicCache: 'clear' },
      schema: { ...base, summary: 'Store settings: WhatsApp, e-mails, MoMo, Airtel Money (owner)', body: AdminStoreSettingsBody, response: { 200: AdminStoreSettingsResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await svc.saveStore(actor(req), req.body),
    }),
  );
  r.put(
    '/content/sections/:key',
    {
      config: { role: 'admin', publicCache: 'clear' },
      schema: { ...base, summary: 'A terms, legal, help or privacy section (owner; HTML sanitised)', params: SectionParams, body: AdminSectionBody, response: { 200: AdminSectionResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await svc.saveSection(actor(req), req.params.key, req.body),
    }),
  );
  r.post(
    '/content/images',
    {
      config: { role: 'admin', publicCache: 'keep' },
      schema: {
        ...base,
        summary: 'Upload a picture (multipart `image`) for the logo, team, hero or services',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 201: UploadedImageResponse },
      },
    },
    async (req, reply) =>
      opts.uploads.run(req, async () => {
        const form = await readForm(req, { fileFields: ['image'], maxBytes: ADMIN_IMAGE_MAX_BYTES, tooLargeMessage: 'The picture must be at most 5 MB' });
        if (!form.file) throw new AppError('BAD_REQUEST', CONTENT_MESSAGES.imageRequired);
        const saved = await svc.saveImage(form.file, req.query.folder);
        return reply.code(201).send({ success: true as const, ...saved });
      }),
  );

  // The four ordered lists share one shape of routes.
  const lists = [
    { path: 'contact-items', list: svc.contactItems, body: AdminContactItemBody, patch: AdminContactItemPatch, one: AdminContactItemResponse, many: AdminContactItemsResponse, what: 'contact item' },
    { path: 'team', list: svc.team, body: AdminTeamMemberBody, patch: AdminTeamMemberPatch, one: AdminTeamMemberResponse, many: AdminTeamResponse, what: 'team member' },
    { path: 'values', list: svc.values, body: AdminValueBody, patch: AdminValuePatch, one: AdminValueResponse, many: AdminValuesResponse, what: 'value' },
    { path: 'faqs', list: svc.faqs, body: AdminFaqBody, patch: AdminFaqPatch, one: AdminFaqResponse, many: AdminFaqsResponse, what: 'help-center FAQ' },
  ] as const;
  for (const l of lists) {
    // Each entry's own types are checked in the service; here the four are handled alike.
    const list = l.list as unknown as {
      create(a: ReturnType<typeof actor>, b: unknown): Promise<unknown>;
      update(a: ReturnType<typeof actor>, id: number, b: unknown): Promise<unknown>;
      remove(a: ReturnType<typeof actor>, id: number): Promise<void>;
      reorder(a: ReturnType<typeof actor>, ids: number[]): Promise<unknown[]>;
    };
    r.post(
      `/content/${l.path}`,
      { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: `Add a ${l.what} (owner)`, body: l.body, response: { 201: l.one } } },
      async (req, reply) => reply.code(201).send({ success: true as const, data: await list.create(actor(req), req.body) } as never),
    );
    r.patch(
      `/content/${l.path}/:id`,
      { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: `Edit a ${l.what} (owner)`, params: IntIdParamsAdmin, body: l.patch, response: { 200: l.one } } },
      async (req) => ({
        success: true as const,
        data: (await list.update(actor(req), req.params.id, req.body)) as never,
      }),
    );
    r.delete(
      `/content/${l.path}/:id`,
      { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: `Delete a ${l.what} (owner)`, params: IntIdParamsAdmin, response: { 200: AdminDeletedResponse } } },
      async (req) => {
        await list.remove(actor(req), req.params.id);
        return { success: true as const, message: 'Deleted' };
      },
    );
    r.put(
      `/content/${l.path}/order`,
      { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: `Reorder the ${l.what}s (owner)`, body: ReorderBody, response: { 200: l.many } } },
      async (req) => ({
        success: true as const,
        data: (await list.reorder(actor(req), req.body.ids)) as never,
      }),
    );
  }
}
