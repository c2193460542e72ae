import { asc, eq, inArray } from 'drizzle-orm';
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
      return db.select({ key: contentSections.key, title: contentSections.title, content: contentSections.content }).from(contentSections).where(inArray(contentSections.key, [...keys]));
    },
    async upsertSection(key: string, title: string, content: string): Promise<void> {
      await db.insert(contentSections).values({ key, title, content }).onConflictDoUpdate({ target: contentSections.key, set: { title, content, updatedAt: new Date() } });
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
  };
}
