import {
  BASIC_TRANSLATED_FIELDS,
  contactItemTranslatedFields,
  CONTENT_MESSAGES,
  CONTENT_SECTIONS,
  FAQ_TRANSLATED_FIELDS,
  SECTION_TRANSLATED_FIELDS,
  TEAM_MEMBER_TRANSLATED_FIELDS,
  VALUE_TRANSLATED_FIELDS,
  mergeTranslations,
  missingLocales,
  type Translations,
  type Actor,
  type AdminBasicBody,
  type AdminCompanyBasic,
  type AdminContactItem,
  type AdminContactItemBody,
  type AdminContactItemPatch,
  type AdminContentResponse,
  type AdminFaq,
  type AdminFaqBody,
  type AdminFaqPatch,
  type AdminSection,
  type AdminSectionBody,
  type AdminSocialBody,
  type AdminStoreSettings,
  type AdminStoreSettingsBody,
  type AdminTeamMember,
  type AdminTeamMemberBody,
  type AdminTeamMemberPatch,
  type AdminValue,
  type AdminValueBody,
  type AdminValuePatch,
  type CompanyBasic,
  type CompanySocial,
} from '@atelier/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { imageUrl, type ImageStore } from '../../lib/images.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditRepository } from '../audit/audit.repository.js';
import { contentRepository, type OrderedInsert, type OrderedList, type OrderedRow } from './content.repository.js';
import { DEFAULT_BASIC, DEFAULT_SOCIAL, type ContentService, type StoreSettings } from './content.service.js';

type Out<T extends z.ZodType> = z.output<T>;

/** The key of a stored picture from its URL (`/media/<key>-<width>.webp`), or null. */
function keyOfUrl(url: string | null | undefined): string | null {
  const m = url ? /^\/media\/(.+)-\d+\.webp$/.exec(url) : null;
  return m?.[1] ?? null;
}

/** Logos are shown small: their URL names the 320 px rendition. */
const LOGO_WIDTH = 320;

/** A record's rw/fr texts and the languages still lacking one of `fields` (docs/decisions/112). */
const withTranslations = <W extends Record<string, unknown>>(wire: W, translations: Translations | null | undefined, fields: readonly string[]) => ({
  ...wire,
  translations: translations ?? {},
  missing_translations: missingLocales(wire as Record<string, string | null>, translations, fields),
});
const toContactItem = (r: OrderedRow<'contactItems'>): AdminContactItem =>
  withTranslations(
    { id: r.id, contact_type: r.contactType, contact_value: r.contactValue, display_name: r.displayName, is_primary: r.isPrimary, position: r.position },
    r.translations,
    contactItemTranslatedFields(r.contactType),
  );
const toTeamMember = (r: OrderedRow<'team'>): AdminTeamMember =>
  withTranslations({ id: r.id, name: r.name, role: r.role, profile_image_url: r.profileImageUrl, bio: r.bio, position: r.position }, r.translations, TEAM_MEMBER_TRANSLATED_FIELDS);
const toValue = (r: OrderedRow<'values'>): AdminValue =>
  withTranslations({ id: r.id, title: r.title, description: r.description, icon: r.icon, position: r.position }, r.translations, VALUE_TRANSLATED_FIELDS);
const toFaq = (r: OrderedRow<'faqs'>): AdminFaq => withTranslations({ id: r.id, title: r.title, content: r.content, position: r.position }, r.translations, FAQ_TRANSLATED_FIELDS);
const toSection = (key: string, title: string, content: string, translations: Translations | null | undefined): AdminSection =>
  withTranslations({ key, title, content }, translations, SECTION_TRANSLATED_FIELDS);
const toBasic = (basic: CompanyBasic, translations: Translations | null | undefined): AdminCompanyBasic => withTranslations(basic, translations, BASIC_TRANSLATED_FIELDS);
/** The company basics' fields holding HTML (sanitised before they are stored, in every language). */
const BASIC_HTML = ['company_description', 'mission_statement', 'vision_statement'] as const;
/** Translated HTML goes through the same sanitiser as the English before it is stored. */
const sanitizedTranslations = (t: Partial<Record<'rw' | 'fr', Record<string, string | undefined>>> | undefined, html: readonly string[]) =>
  t && Object.fromEntries(Object.entries(t).map(([l, fields]) => [l, Object.fromEntries(Object.entries(fields ?? {}).map(([f, v]) => [f, v && html.includes(f) ? sanitizeRichText(v) : v]))]));
const toStore = (s: StoreSettings): AdminStoreSettings => ({
  whatsapp_number: s.whatsapp_number || null,
  sales_email: s.sales_email || null,
  support_email: s.support_email || null,
  momo_merchant_code: s.momo_merchant_code ?? null,
  airtel_money_number: s.airtel_money_number ?? null,
});

/** One ordered list of the content (contact items, team, values, FAQs): its table, audit name and mappings. */
interface ListSpec<K extends OrderedList, W, C, P> {
  list: K;
  /** The audit log's entity name. */
  entity: string;
  missing: string;
  wire: (row: OrderedRow<K>) => W;
  create: (body: C) => Promise<OrderedInsert<K>> | OrderedInsert<K>;
  patch: (body: P) => Promise<Partial<OrderedInsert<K>>> | Partial<OrderedInsert<K>>;
  /** Translated fields holding HTML (sanitised before they are stored, as the English). */
  html?: readonly string[];
  /** Runs in the transaction before a write (e.g. one primary contact item per type). */
  beforeWrite?: (tx: DbOrTx, values: Partial<OrderedInsert<K>>, id: number | null) => Promise<void>;
}

/**
 * The back office's content rules (docs/decisions/102): company basics, social links, store
 * settings, contact items, team, values, sections and FAQs. Every write runs in one transaction with
 * its audit entry; every HTML field goes through sanitizeRichText before it is stored; pictures are
 * keys of pictures already stored by the sharp pipeline (POST /api/admin/content/images), else 422.
 */
export function contentAdminService(deps: { db: Db; images: ImageStore; content: ContentService }) {
  const repo = contentRepository(deps.db);

  async function readSetting<T extends object>(r: ReturnType<typeof contentRepository>, key: string, fallback: T): Promise<T> {
    return { ...fallback, ...((await r.getSetting(key)) as Partial<T> | undefined) };
  }

  /** Throws 422 unless `key` names a stored picture. */
  async function requireImage(key: string): Promise<void> {
    if (!(await deps.images.has(key))) throw new AppError('UNPROCESSABLE', CONTENT_MESSAGES.imageUnknown);
  }

  /** Runs `fn` in a transaction with the content repository and the audit log of that transaction. */
  function inTx<R>(fn: (r: ReturnType<typeof contentRepository>, audit: ReturnType<typeof auditRepository>, tx: DbOrTx) => Promise<R>): Promise<R> {
    return deps.db.transaction(async (tx) => fn(contentRepository(tx), auditRepository(tx), tx));
  }

  /** Create, update, delete and reorder of one ordered list, each audited in its transaction. */
  function orderedList<K extends OrderedList, W, C, P>(spec: ListSpec<K, W, C, P>) {
    return {
      async create(actor: Actor, body: C): Promise<W> {
        const values = { ...(await spec.create(body)), translations: mergeTranslations({}, sanitizedTranslations((body as { translations?: Translations }).translations, spec.html ?? [])) };
        return inTx(async (r, audit, tx) => {
          const list = r.list(spec.list);
          await spec.beforeWrite?.(tx, values, null);
          const row = await list.insert({ ...values, position: await list.nextPosition() });
          const after = spec.wire(row);
          await audit.record({ actor, action: `${spec.entity}.created`, entity: spec.entity, entityId: String(row.id), after });
          return after;
        });
      },
      async update(actor: Actor, id: number, body: P): Promise<W> {
        const values = await spec.patch(body);
        return inTx(async (r, audit, tx) => {
          const list = r.list(spec.list);
          const before = await list.find(id);
          if (!before) throw notFound(spec.missing);
          await spec.beforeWrite?.(tx, values, id);
          // The rw/fr texts sent are merged into the stored ones (a text replaces, "" removes).
          const sent = (body as { translations?: Translations }).translations;
          const row = (await list.update(id, sent === undefined ? values : { ...values, translations: mergeTranslations(before.translations, sanitizedTranslations(sent, spec.html ?? [])) }))!;
          const after = spec.wire(row);
          await audit.record({ actor, action: `${spec.entity}.changed`, entity: spec.entity, entityId: String(id), before: spec.wire(before), after });
          return after;
        });
      },
      async remove(actor: Actor, id: number): Promise<void> {
        await inTx(async (r, audit) => {
          const list = r.list(spec.list);
          const before = await list.find(id);
          if (!before) throw notFound(spec.missing);
          await list.remove(id);
          await audit.record({ actor, action: `${spec.entity}.deleted`, entity: spec.entity, entityId: String(id), before: spec.wire(before) });
        });
      },
      /** `ids` must name every row exactly once (else 400): the new order, first to last. */
      async reorder(actor: Actor, ids: number[]): Promise<W[]> {
        await inTx(async (r, audit) => {
          const list = r.list(spec.list);
          const existing = await list.ids();
          if (ids.length !== existing.length || new Set(ids).size !== ids.length || !ids.every((id) => existing.includes(id))) throw new AppError('BAD_REQUEST', CONTENT_MESSAGES.reorderMismatch);
          await list.reorder(ids);
          await audit.record({ actor, action: `${spec.entity}.reordered`, entity: spec.entity, entityId: 'all', after: { ids } });
        });
        return (await repo.list(spec.list).all()).map(spec.wire);
      },
    };
  }

  /** A primary contact item is the one primary of its type: setting one clears the others. */
  async function onePrimary(tx: DbOrTx, values: Partial<OrderedInsert<'contactItems'>>, id: number | null) {
    if (!values.isPrimary) return;
    let type = values.contactType;
    if (!type && id !== null) type = (await contentRepository(tx).list('contactItems').find(id))?.contactType;
    if (type) await contentRepository(tx).clearPrimary(type);
  }

  const contactItemsList = orderedList({
    list: 'contactItems',
    entity: 'contact_item',
    missing: CONTENT_MESSAGES.contactItemNotFound,
    wire: toContactItem,
    create: (b: Out<typeof AdminContactItemBody>) => ({ contactType: b.contact_type, contactValue: b.contact_value, displayName: b.display_name, isPrimary: b.is_primary }),
    patch: (b: Out<typeof AdminContactItemPatch>) => ({
      ...(b.contact_type !== undefined && { contactType: b.contact_type }),
      ...(b.contact_value !== undefined && { contactValue: b.contact_value }),
      ...(b.display_name !== undefined && { displayName: b.display_name }),
      ...(b.is_primary !== undefined && { isPrimary: b.is_primary }),
    }),
    beforeWrite: onePrimary,
  });

  const teamList = orderedList({
    list: 'team',
    entity: 'team_member',
    missing: CONTENT_MESSAGES.teamMemberNotFound,
    wire: toTeamMember,
    create: async (b: Out<typeof AdminTeamMemberBody>) => {
      if (b.profile_image_key) await requireImage(b.profile_image_key);
      return { name: b.name, role: b.role, bio: b.bio, profileImageUrl: b.profile_image_key ? imageUrl(b.profile_image_key) : null };
    },
    patch: async (b: Out<typeof AdminTeamMemberPatch>) => {
      if (b.profile_image_key) await requireImage(b.profile_image_key);
      return {
        ...(b.name !== undefined && { name: b.name }),
        ...(b.role !== undefined && { role: b.role }),
        ...(b.bio !== undefined && { bio: b.bio }),
        ...(b.profile_image_key !== undefined && { profileImageUrl: b.profile_image_key ? imageUrl(b.profile_image_key) : null }),
      };
    },
  });

  const valuesList = orderedList({
    list: 'values',
    entity: 'company_value',
    missing: CONTENT_MESSAGES.valueNotFound,
    wire: toValue,
    create: (b: Out<typeof AdminValueBody>) => ({ title: b.title, description: b.description, icon: b.icon || null }),
    patch: (b: Out<typeof AdminValuePatch>) => ({
      ...(b.title !== undefined && { title: b.title }),
      ...(b.description !== undefined && { description: b.description }),
      ...(b.icon !== undefined && { icon: b.icon || null }),
    }),
  });

  const faqList = orderedList({
    list: 'faqs',
    entity: 'faq',
    missing: CONTENT_MESSAGES.faqNotFound,
    wire: toFaq,
    html: ['content'],
    create: (b: Out<typeof AdminFaqBody>) => ({ title: b.title, content: sanitizeRichText(b.content) }),
    patch: (b: Out<typeof AdminFaqPatch>) => ({
      ...(b.title !== undefined && { title: b.title }),
      ...(b.content !== undefined && { content: sanitizeRichText(b.content) }),
    }),
  });

  return {
    contactItems: contactItemsList,
    team: teamList,
    values: valuesList,
    faqs: faqList,

    /** Everything the content screens edit (GET /api/admin/content). Section HTML as stored (sanitised). */
    async overview(): Promise<AdminContentResponse['data']> {
      const [basic, social, store, contact, team, values, sections, faqs] = await Promise.all([
        deps.content.basicWithTranslations(),
        deps.content.social(),
        deps.content.store(),
        repo.contactItems(),
        repo.team(),
        repo.values(),
        repo.allSections(),
        repo.faqs(),
      ]);
      const stored = new Map(sections.map((s) => [s.key, s]));
      return {
        basic: { ...toBasic(basic.basic, basic.translations), company_logo_key: keyOfUrl(basic.basic.company_logo_url) },
        social,
        store: toStore(store),
        contact_items: contact.map(toContactItem),
        team: team.map(toTeamMember),
        values: values.map(toValue),
        sections: CONTENT_SECTIONS.map(([key, title]) => {
          const row = stored.get(key);
          return toSection(key, row?.title ?? title, row?.content ?? '', row?.translations);
        }),
        faqs: faqs.map(toFaq),
      };
    },

    /**
     * Changes the company basics sent (PUT /api/admin/content/basic); rich text sanitised, in every
     * language; the rw/fr texts sent are merged into the document's `translations` ("" removes one,
     * docs/decisions/112); audited in the same transaction.
     */
    async saveBasic(actor: Actor, body: Out<typeof AdminBasicBody>): Promise<AdminCompanyBasic> {
      if (body.company_logo_key) await requireImage(body.company_logo_key);
      const { company_logo_key: logoKey, translations: sent, ...fields } = body;
      const changes: Partial<CompanyBasic> = { ...fields };
      for (const k of BASIC_HTML) if (changes[k] !== undefined) changes[k] = sanitizeRichText(changes[k]);
      if (logoKey !== undefined) changes.company_logo_url = logoKey ? imageUrl(logoKey, LOGO_WIDTH) : null;
      return inTx(async (r, audit) => {
        const before = await readSetting<CompanyBasic & { translations?: Translations }>(r, 'basic', DEFAULT_BASIC);
        const next = { ...before, ...changes, ...(sent !== undefined && { translations: mergeTranslations(before.translations, sanitizedTranslations(sent, BASIC_HTML)) }) };
        await r.putSetting('basic', next as unknown as Record<string, unknown>);
        await audit.record({ actor, action: 'content.basic.changed', entity: 'settings', entityId: 'basic', before, after: next });
        const { translations, ...basic } = next;
        return toBasic(basic, translations);
      });
    },

    /** Changes the social links sent, network by network (PUT /api/admin/content/social); audited. */
    async saveSocial(actor: Actor, body: Out<typeof AdminSocialBody>): Promise<CompanySocial> {
      return inTx(async (r, audit) => {
        const before = await readSetting(r, 'social', DEFAULT_SOCIAL);
        const next = structuredClone(before);
        for (const network of Object.keys(body) as Array<keyof CompanySocial>) Object.assign(next[network], body[network]);
        await r.putSetting('social', next as unknown as Record<string, unknown>);
        await audit.record({ actor, action: 'content.social.changed', entity: 'settings', entityId: 'social', before, after: next });
        return next;
      });
    },

    /** Changes the store settings sent (PUT /api/admin/content/store), through ContentService.saveStore (audited). */
    async saveStore(actor: Actor, body: Out<typeof AdminStoreSettingsBody>): Promise<AdminStoreSettings> {
      const changes: Partial<StoreSettings> = {};
      if (body.whatsapp_number !== undefined) changes.whatsapp_number = body.whatsapp_number;
      if (body.sales_email !== undefined) changes.sales_email = body.sales_email.toLowerCase();
      if (body.support_email !== undefined) changes.support_email = body.support_email ? body.support_email.toLowerCase() : '';
      if (body.momo_merchant_code !== undefined) changes.momo_merchant_code = body.momo_merchant_code || null;
      if (body.airtel_money_number !== undefined) changes.airtel_money_number = body.airtel_money_number || null;
      return toStore(await deps.content.saveStore(actor, changes));
    },
    store: async () => toStore(await deps.content.store()),

    /**
     * Writes one section (terms, legal, help introduction, privacy page) by its key; 404 for a key
     * the shop does not have. The HTML is sanitised; the title defaults to the section's own.
     */
    async saveSection(actor: Actor, key: string, body: Out<typeof AdminSectionBody>): Promise<AdminSection> {
      const known = CONTENT_SECTIONS.find(([k]) => k === key);
      if (!known) throw notFound(CONTENT_MESSAGES.unknownSection);
      const content = sanitizeRichText(body.content);
      return inTx(async (r, audit) => {
        const [before] = await r.sections([key]);
        const title = body.title || before?.title || known[1];
        // The rw/fr texts sent are merged into the stored ones (a text replaces, "" removes); their HTML sanitised as the English.
        const translations = body.translations === undefined ? (before?.translations ?? {}) : mergeTranslations(before?.translations, sanitizedTranslations(body.translations, ['content']));
        await r.upsertSection(key, title, content, translations);
        const after = toSection(key, title, content, translations);
        await audit.record({ actor, action: 'content.section.changed', entity: 'content_section', entityId: key, before: before ?? null, after });
        return after;
      });
    },

    /** Stores an uploaded picture through the sharp pipeline under `folder`; returns its key and URL. */
    async saveImage(file: Buffer, folder: 'content' | 'hero' | 'services'): Promise<{ key: string; url: string }> {
      const key = await deps.images.save(file, folder);
      return { key, url: imageUrl(key)! };
    },
    requireImage,
  };
}
export type ContentAdminService = ReturnType<typeof contentAdminService>;
