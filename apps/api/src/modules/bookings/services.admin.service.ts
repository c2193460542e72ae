import { CONTENT_MESSAGES, SERVICE_TRANSLATED_FIELDS, mergeTranslations, missingLocales, type Actor, type AdminService, type AdminServiceBody, type AdminServicePatch } from '@atelier/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { imageUrl, type ImageStore } from '../../lib/images.js';
import type { Db } from '../../db/client.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { ServiceRow } from './bookings.repository.js';
import { servicesAdminRepository } from './services.admin.repository.js';

const toAdminService = (s: ServiceRow): AdminService => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  description: s.description,
  button_label: s.buttonLabel,
  target: s.target,
  featured: s.featured,
  locations: s.locations,
  types: s.types,
  image: imageUrl(s.imageKey),
  image_key: s.imageKey,
  places_per_slot: s.capacityPerSlot,
  hidden: s.hidden,
  position: s.position,
  translations: s.translations ?? {},
  missing_translations: missingLocales({ name: s.name, description: s.description, button_label: s.buttonLabel }, s.translations, SERVICE_TRANSLATED_FIELDS),
});

/** A slug from a name: lower-case letters and digits joined by single dashes. */
function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'service';
}

/**
 * The services page's services in the back office (docs/decisions/102): add, edit,
 * reorder and hide (PATCH hidden; a hidden service is neither listed nor bookable, its bookings stay).
 * `places_per_slot` sets how many people one half-hour slot of it takes (null: the shop's default).
 * A slug given that another service uses is 409; a generated one gets -2, -3… Audited in each
 * transaction.
 */
export function servicesAdminService(deps: { db: Db; images: ImageStore }) {
  const repo = servicesAdminRepository(deps.db);
  async function requireImage(key: string | null | undefined) {
    if (key && !(await deps.images.has(key))) throw new AppError('UNPROCESSABLE', CONTENT_MESSAGES.imageUnknown);
  }
  return {
    list: async (): Promise<AdminService[]> => (await repo.all()).map(toAdminService),
    async create(actor: Actor, body: z.output<typeof AdminServiceBody>): Promise<AdminService> {
      await requireImage(body.image_key);
      return deps.db.transaction(async (tx) => {
        const r = servicesAdminRepository(tx);
        let slug = body.slug;
        if (slug) {
          if (await r.slugTaken(slug, null)) throw new AppError('CONFLICT', CONTENT_MESSAGES.slugTaken);
        } else {
          const base = slugify(body.name);
          slug = base;
          for (let n = 2; await r.slugTaken(slug, null); n++) slug = `${base}-${n}`;
        }
        const row = await r.insert({
          slug,
          name: body.name,
          description: body.description,
          buttonLabel: body.button_label,
          target: body.target || null,
          featured: body.featured,
          locations: body.locations,
          types: body.types,
          imageKey: body.image_key || null,
          capacityPerSlot: body.places_per_slot ?? null,
          hidden: body.hidden,
          position: await r.nextPosition(),
          translations: mergeTranslations({}, body.translations),
        });
        const after = toAdminService(row);
        await auditRepository(tx).record({ actor, action: 'service.created', entity: 'service', entityId: String(row.id), after });
        return after;
      });
    },
    /** Changes the fields sent; 404 for an unknown id, 409 for a slug another service uses. */
    async update(actor: Actor, id: number, body: z.output<typeof AdminServicePatch>): Promise<AdminService> {
      await requireImage(body.image_key);
      return deps.db.transaction(async (tx) => {
        const r = servicesAdminRepository(tx);
        const before = await r.find(id);
        if (!before) throw notFound(CONTENT_MESSAGES.serviceNotFound);
        if (body.slug && (await r.slugTaken(body.slug, id))) throw new AppError('CONFLICT', CONTENT_MESSAGES.slugTaken);
        const row = (await r.update(id, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.slug !== undefined && { slug: body.slug }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.button_label !== undefined && { buttonLabel: body.button_label }),
          ...(body.target !== undefined && { target: body.target || null }),
          ...(body.featured !== undefined && { featured: body.featured }),
          ...(body.locations !== undefined && { locations: body.locations }),
          ...(body.types !== undefined && { types: body.types }),
          ...(body.image_key !== undefined && { imageKey: body.image_key || null }),
          ...(body.places_per_slot !== undefined && { capacityPerSlot: body.places_per_slot }),
          ...(body.hidden !== undefined && { hidden: body.hidden }),
          ...(body.translations !== undefined && { translations: mergeTranslations(before.translations, body.translations) }),
        }))!;
        const after = toAdminService(row);
        const action = body.hidden !== undefined && body.hidden !== before.hidden && Object.keys(body).length === 1 ? (body.hidden ? 'service.hidden' : 'service.shown') : 'service.changed';
        await auditRepository(tx).record({ actor, action, entity: 'service', entityId: String(id), before: toAdminService(before), after });
        return after;
      });
    },
    /** `ids` names every service once (else 400), first to last. */
    async reorder(actor: Actor, ids: number[]): Promise<AdminService[]> {
      await deps.db.transaction(async (tx) => {
        const r = servicesAdminRepository(tx);
        const existing = (await r.all()).map((s) => s.id);
        if (ids.length !== existing.length || new Set(ids).size !== ids.length || !ids.every((id) => existing.includes(id))) throw new AppError('BAD_REQUEST', CONTENT_MESSAGES.reorderMismatch);
        for (const [position, id] of ids.entries()) await r.setPosition(id, position);
        await auditRepository(tx).record({ actor, action: 'service.reordered', entity: 'service', entityId: 'all', after: { ids } });
      });
      return (await repo.all()).map(toAdminService);
    },
  };
}
export type ServicesAdminService = ReturnType<typeof servicesAdminService>;
