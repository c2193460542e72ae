import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, services } from '../../db/schema/index.js';

export type ServiceRow = typeof services.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** Services and bookings. */
export function bookingsRepository(db: DbOrTx) {
  return {
    async listServices(): Promise<ServiceRow[]> {
      // Hidden services (issue 15) are kept for the bookings that name them, but not offered.
      return db.select().from(services).where(eq(services.hidden, false)).orderBy(asc(services.position), asc(services.id)).limit(50);
    },
    /** A service by slug or by name (the booking payload may carry either). */
    async findService(slugOrName: string): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.hidden, false), sql`(${services.slug} = ${slugOrName} or lower(${services.name}) = lower(${slugOrName}))`))
        .limit(1);
      return row;
    },
    /** People already booked per time on a date at a location (null: services without locations). */
    async peopleBookedByTime(date: string, location: string | null): Promise<Map<string, number>> {
      const rows = await db
        .select({ time: bookings.bookingTime, people: sql<number>`sum(${bookings.numberOfPeople})`.mapWith(Number) })
        .from(bookings)
        .where(and(eq(bookings.bookingDate, date), location === null ? isNull(bookings.location) : eq(bookings.location, location), eq(bookings.status, 'confirmed')))
        .groupBy(bookings.bookingTime);
      return new Map(rows.map((r) => [r.time, r.people]));
    },
    /**
     * Serialises bookings of one slot until the transaction ends, so two requests for its last
     * places cannot both see them free (an advisory lock: there is no row to lock yet).
     */
    async lockSlot(date: string, time: string, location: string | null): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking|${date}|${time}|${location ?? ''}`}, 0))`);
    },
    async insert(values: typeof bookings.$inferInsert): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },
  };
}
