import { CONTENT_MESSAGES, HERO_TRANSLATED_FIELDS, mergeTranslations, missingLocales, type Actor, type AdminHeroSlide, type AdminHeroSlideBody, type AdminHeroSlidePatch } from '@atelier/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { imageUrl, type ImageStore } from '../../lib/images.js';
import type { Db } from '../../db/client.js';
import { auditRepository } from '../audit/audit.repository.js';
import { heroRepository, type HeroSlideRow } from './hero.repository.js';

const toSlide = (r: HeroSlideRow): AdminHeroSlide => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  images: r.images.map((k) => imageUrl(k, 1200)!),
  image_keys: r.images,
  target: r.target,
  hidden: r.hidden,
  position: r.position,
  translations: r.translations ?? {},
  missing_translations: missingLocales({ title: r.title, subtitle: r.subtitle }, r.translations, HERO_TRANSLATED_FIELDS),
});

/**
 * The home page's hero slides in the back office (docs/decisions/102): add, edit,
 * reorder, hide (PATCH hidden) and delete. Pictures are keys of stored pictures (else 422). Every
 * change is audited in its transaction; the public GET /api/hero shows the visible slides in order.
 */
export function heroAdminService(deps: { db: Db; images: ImageStore }) {
  const repo = heroRepository(deps.db);
  async function requireImages(keys: string[] | undefined) {
    for (const key of keys ?? []) if (!(await deps.images.has(key))) throw new AppError('UNPROCESSABLE', CONTENT_MESSAGES.imageUnknown);
  }
  return {
    list: async (): Promise<AdminHeroSlide[]> => (await repo.all()).map(toSlide),
    async create(actor: Actor, body: z.output<typeof AdminHeroSlideBody>): Promise<AdminHeroSlide> {
      await requireImages(body.image_keys);
      return deps.db.transaction(async (tx) => {
        const r = heroRepository(tx);
        const row = await r.insert({
          title: body.title,
          subtitle: body.subtitle || null,
          images: body.image_keys,
          target: body.target || null,
          hidden: body.hidden,
          position: await r.nextPosition(),
          translations: mergeTranslations({}, body.translations),
        });
        const after = toSlide(row);
        await auditRepository(tx).record({ actor, action: 'hero.created', entity: 'hero_slide', entityId: String(row.id), after });
        return after;
      });
    },
    /** Changes the fields sent; `hidden` hides or shows the slide. 404 for an unknown id. */
    async update(actor: Actor, id: number, body: z.output<typeof AdminHeroSlidePatch>): Promise<AdminHeroSlide> {
      await requireImages(body.image_keys);
      return deps.db.transaction(async (tx) => {
        const r = heroRepository(tx);
        const before = await r.find(id);
        if (!before) throw notFound(CONTENT_MESSAGES.slideNotFound);
        const row = (await r.update(id, {
          ...(body.title !== undefined && { title: body.title }),
          ...(body.subtitle !== undefined && { subtitle: body.subtitle || null }),
          ...(body.image_keys !== undefined && { images: body.image_keys }),
          ...(body.target !== undefined && { target: body.target || null }),
          ...(body.hidden !== undefined && { hidden: body.hidden }),
          ...(body.translations !== undefined && { translations: mergeTranslations(before.translations, body.translations) }),
        }))!;
        const after = toSlide(row);
        const action = body.hidden !== undefined && body.hidden !== before.hidden && Object.keys(body).length === 1 ? (body.hidden ? 'hero.hidden' : 'hero.shown') : 'hero.changed';
        await auditRepository(tx).record({ actor, action, entity: 'hero_slide', entityId: String(id), before: toSlide(before), after });
        return after;
      });
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = heroRepository(tx);
        const before = await r.find(id);
        if (!before) throw notFound(CONTENT_MESSAGES.slideNotFound);
        await r.remove(id);
        await auditRepository(tx).record({ actor, action: 'hero.deleted', entity: 'hero_slide', entityId: String(id), before: toSlide(before) });
      });
    },
    /** `ids` names every slide once (else 400), first to last. */
    async reorder(actor: Actor, ids: number[]): Promise<AdminHeroSlide[]> {
      await deps.db.transaction(async (tx) => {
        const r = heroRepository(tx);
        const existing = (await r.all()).map((s) => s.id);
        if (ids.length !== existing.length || new Set(ids).size !== ids.length || !ids.every((id) => existing.includes(id))) throw new AppError('BAD_REQUEST', CONTENT_MESSAGES.reorderMismatch);
        for (const [position, id] of ids.entries()) await r.setPosition(id, position);
        await auditRepository(tx).record({ actor, action: 'hero.reordered', entity: 'hero_slide', entityId: 'all', after: { ids } });
      });
      return (await repo.all()).map(toSlide);
    },
  };
}
export type HeroAdminService = ReturnType<typeof heroAdminService>;
