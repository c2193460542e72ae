import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { heroSlides } from '../../db/schema/index.js';

export type HeroSlideRow = typeof heroSlides.$inferSelect;

/** Hero slides for the back office: all of them, hidden ones too (docs/decisions/102). */
export function heroRepository(db: DbOrTx) {
  return {
    async all(): Promise<HeroSlideRow[]> {
      return db.select().from(heroSlides).orderBy(asc(heroSlides.position), asc(heroSlides.id)).limit(100);
    },
    async find(id: number): Promise<HeroSlideRow | undefined> {
      const [row] = await db.select().from(heroSlides).where(eq(heroSlides.id, id)).limit(1);
      return row;
    },
    async nextPosition(): Promise<number> {
      const [row] = await db.select({ next: sql<number>`coalesce(max(${heroSlides.position}) + 1, 0)`.mapWith(Number) }).from(heroSlides);
      return row?.next ?? 0;
    },
    async insert(values: typeof heroSlides.$inferInsert): Promise<HeroSlideRow> {
      const [row] = await db.insert(heroSlides).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof heroSlides.$inferInsert>): Promise<HeroSlideRow | undefined> {
      const [row] = await db
        .update(heroSlides)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(heroSlides.id, id))
        .returning();
      return row;
    },
    async remove(id: number): Promise<void> {
      await db.delete(heroSlides).where(eq(heroSlides.id, id));
    },
    async setPosition(id: number, position: number): Promise<void> {
      await db.update(heroSlides).set({ position }).where(eq(heroSlides.id, id));
    },
  };
}
