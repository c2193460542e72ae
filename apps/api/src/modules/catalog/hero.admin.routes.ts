import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminDeletedResponse, AdminHeroSlideBody, AdminHeroSlidePatch, AdminHeroSlideResponse, AdminHeroSlidesResponse, IntIdParamsAdmin, ReorderBody } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { HeroAdminService } from './hero.admin.service.js';

/**
 * Hero slides in the back office (docs/decisions/102), owner only: GET /api/admin/hero (hidden ones too),
 * POST /api/admin/hero, PATCH|DELETE /api/admin/hero/{id} (PATCH {hidden} hides or shows),
 * PUT /api/admin/hero/order {ids}. Writes are audited and say `publicCache: 'clear'` (GET /api/hero and
 * the home page's primed answer show them on the next request).
 */
export async function heroAdminRoutes(app: FastifyInstance, opts: { hero: HeroAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const owner = { config: { role: 'admin' as const } };
  r.get('/hero', { ...owner, schema: { ...base, summary: 'Hero slides, hidden ones too (owner)', response: { 200: AdminHeroSlidesResponse } } }, async () => ({
    success: true as const,
    data: await opts.hero.list(),
  }));
  r.post(
    '/hero',
    { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: 'Add a hero slide (owner)', body: AdminHeroSlideBody, response: { 201: AdminHeroSlideResponse } } },
    async (req, reply) => reply.code(201).send({ success: true as const, data: await opts.hero.create(actorOf(currentUser(req)), req.body) }),
  );
  r.patch(
    '/hero/:id',
    {
      config: { role: 'admin', publicCache: 'clear' },
      schema: { ...base, summary: 'Edit, hide or show a hero slide (owner)', params: IntIdParamsAdmin, body: AdminHeroSlidePatch, response: { 200: AdminHeroSlideResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await opts.hero.update(actorOf(currentUser(req)), req.params.id, req.body),
    }),
  );
  r.delete(
    '/hero/:id',
    { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: 'Delete a hero slide (owner)', params: IntIdParamsAdmin, response: { 200: AdminDeletedResponse } } },
    async (req) => {
      await opts.hero.remove(actorOf(currentUser(req)), req.params.id);
      return { success: true as const, message: 'Deleted' };
    },
  );
  r.put(
    '/hero/order',
    { config: { role: 'admin', publicCache: 'clear' }, schema: { ...base, summary: 'Reorder the hero slides (owner)', body: ReorderBody, response: { 200: AdminHeroSlidesResponse } } },
    async (req) => ({
      success: true as const,
      data: await opts.hero.reorder(actorOf(currentUser(req)), req.body.ids),
    }),
  );
}
