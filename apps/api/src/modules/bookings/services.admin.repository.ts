import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { services } from '../../db/schema/index.js';
import type { ServiceRow } from './bookings.repository.js';

/** Services for the back office: all of them, hidden ones too (docs/decisions/102). */
export function servicesAdminRepository(db: DbOrTx) {
  return {
    async all(): Promise<ServiceRow[]> {
      return db.select().from(services).orderBy(asc(services.position), asc(services.id)).limit(200);
    },
    async find(id: number): Promise<ServiceRow | undefined> {
      const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
      return row;
    },
    async slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db.select({ id: services.id }).from(services).where(eq(services.slug, slug)).limit(1);
      return row !== undefined && row.id !== exceptId;
    },
    async nextPosition(): Promise<number> {
      const [row] = await db.select({ next: sql<number>`coalesce(max(${services.position}) + 1, 0)`.mapWith(Number) }).from(services);
      return row?.next ?? 0;
    },
    async insert(values: typeof services.$inferInsert): Promise<ServiceRow> {
      const [row] = await db.insert(services).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof services.$inferInsert>): Promise<ServiceRow | undefined> {
      const [row] = await db
        .update(services)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(services.id, id))
        .returning();
      return row;
    },
    async setPosition(id: number, position: number): Promise<void> {
      await db.update(services).set({ position }).where(eq(services.id, id));
    },
  };
}
