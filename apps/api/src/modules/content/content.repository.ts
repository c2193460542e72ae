import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Translations } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { companyValues, contactItems, contentSections, helpFaqs, settings, teamMembers } from '../../db/schema/index.js';

/** Company settings documents and the public content tables. */
export function contentRepository(db: DbOrTx) {
  return {
    async getSetting(key: string): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value;
    },
    async putSetting(key: string, value: Record<string, unknown>): Promise<void> {
      await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    },
    async sections(keys: readonly string[]) {
      return db
        .select({ key: contentSections.key, title: contentSections.title, content: contentSections.content, translations: contentSections.translations })
        .from(contentSections)
        .where(inArray(contentSections.key, [...keys]));
    },
    /** Writes a section; `translations` (rw/fr title and content, docs/decisions/112) only when given, else kept. */
    async upsertSection(key: string, title: string, content: string, translations?: Translations): Promise<void> {
      await db
        .insert(contentSections)
        .values({ key, title, content, ...(translations && { translations }) })
        .onConflictDoUpdate({ target: contentSections.key, set: { title, content, ...(translations && { translations }), updatedAt: new Date() } });
    },
    async faqs() {
      return db.select().from(helpFaqs).orderBy(asc(helpFaqs.position), asc(helpFaqs.id)).limit(200);
    },
    async insertFaq(title: string, content: string, position: number) {
      const [row] = await db.insert(helpFaqs).values({ title, content, position }).returning();
      return row!;
    },
    async team() {
      return db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.id)).limit(100);
    },
    async values() {
      return db.select().from(companyValues).orderBy(asc(companyValues.position), asc(companyValues.id)).limit(100);
    },
    async contactItems() {
      return db.select().from(contactItems).orderBy(asc(contactItems.position), asc(contactItems.id)).limit(100);
    },
    /** Makes no contact item of `type` primary (before another becomes it). */
    async clearPrimary(type: string): Promise<void> {
      await db.update(contactItems).set({ isPrimary: false }).where(eq(contactItems.contactType, type));
    },
    /** Every content section (the back office lists them all). */
    async allSections() {
      return db
        .select({ key: contentSections.key, title: contentSections.title, content: contentSections.content, translations: contentSections.translations })
        .from(contentSections)
        .orderBy(asc(contentSections.key));
    },
    /** One ordered list of the content (by name): its rows in order, by id, and its writes. */
    list: <K extends OrderedList>(name: K) => {
      const table = ORDERED[name] as OrderedTable;
      type Row = OrderedRow<K>;
      return {
        async all(): Promise<Row[]> {
          return (await db.select().from(table).orderBy(asc(table.position), asc(table.id)).limit(500)) as Row[];
        },
        async find(id: number): Promise<Row | undefined> {
          const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
          return row as Row | undefined;
        },
        /** The position after the last row (new rows go last). */
        async nextPosition(): Promise<number> {
          const [row] = await db.select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)`.mapWith(Number) }).from(table);
          return row?.next ?? 0;
        },
        async insert(values: OrderedInsert<K>): Promise<Row> {
          const rows = (await db
            .insert(table)
            .values(values as never)
            .returning()) as Row[];
          return rows[0]!;
        },
        async update(id: number, values: Partial<OrderedInsert<K>>): Promise<Row | undefined> {
          const rows = (await db
            .update(table)
            .set({ ...values, updatedAt: new Date() } as never)
            .where(eq(table.id, id))
            .returning()) as Row[];
          return rows[0];
        },
        async remove(id: number): Promise<void> {
          await db.delete(table).where(eq(table.id, id));
        },
        async ids(): Promise<number[]> {
          return (await db.select({ id: table.id }).from(table)).map((r) => r.id);
        },
        /** Gives each id its index in `ids` as position. */
        async reorder(ids: number[]): Promise<void> {
          for (const [position, id] of ids.entries())
            await db
              .update(table)
              .set({ position } as never)
              .where(eq(table.id, id));
        },
      };
    },
  };
}

/** The content tables kept in an order the owner chooses (id and position columns), by name. */
const ORDERED = { contactItems, team: teamMembers, values: companyValues, faqs: helpFaqs } as const;
type OrderedTable = (typeof ORDERED)[keyof typeof ORDERED];
export type OrderedList = keyof typeof ORDERED;
export type OrderedRow<K extends OrderedList> = (typeof ORDERED)[K]['$inferSelect'];
export type OrderedInsert<K extends OrderedList> = (typeof ORDERED)[K]['$inferInsert'];
