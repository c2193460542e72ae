import { PLACE_TAKING_STATUSES } from '@atelier/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookingClosures, bookings, services, users } from '../../db/schema/index.js';

export type ServiceRow = typeof services.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type ClosureRow = typeof bookingClosures.$inferSelect & { author: { id: string; name: string; email: string } | null };

/** Filters of the back office's booking list (dates inclusive, Kigali). */
export interface BookingFilters {
  from?: string;
  to?: string;
  status?: BookingRow['status'];
  location?: string;
  q?: string;
  email?: string;
}

function bookingWhere(f: BookingFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.from) where.push(gte(bookings.bookingDate, f.from));
  if (f.to) where.push(lte(bookings.bookingDate, f.to));
  if (f.status) where.push(eq(bookings.status, f.status));
  if (f.location) where.push(eq(bookings.location, f.location));
  if (f.email) where.push(eq(bookings.email, f.email));
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = f.q.replace(/\D/g, '');
    const byPhone = digits.length >= 4 ? sql` or regexp_replace(${bookings.phone}, '[^0-9]', '', 'g') like ${`%${digits.length > 9 ? digits.slice(-9) : digits}%`}` : sql``;
    where.push(sql`(lower(${bookings.firstName} || ' ' || ${bookings.lastName}) like ${like} or ${bookings.email} like ${like}${byPhone})`);
  }
  return where.length ? and(...where) : undefined;
}

/** Services and bookings. */
export function bookingsRepository(db: DbOrTx) {
  return {
    async listServices(): Promise<ServiceRow[]> {
      // Hidden services (docs/decisions/102) are kept for the bookings that name them, but not offered.
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
    /** Whether any service offers `location` (the slots call refuses others). */
    async isKnownLocation(location: string): Promise<boolean> {
      const [row] = await db
        .select({ id: services.id })
        .from(services)
        .where(sql`${services.locations} @> ${JSON.stringify([location])}::jsonb`)
        .limit(1);
      return row !== undefined;
    },
    /**
     * People already booked per time on a date at a location (null: services without locations).
     * Only confirmed bookings count: a group request takes no places until staff confirm it.
     */
    async peopleBookedByTime(date: string, location: string | null): Promise<Map<string, number>> {
      const rows = await db
        .select({ time: bookings.bookingTime, people: sql<number>`sum(${bookings.numberOfPeople})`.mapWith(Number) })
        .from(bookings)
        .where(and(eq(bookings.bookingDate, date), location === null ? isNull(bookings.location) : eq(bookings.location, location), inArray(bookings.status, [...PLACE_TAKING_STATUSES])))
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
    /** One booking; `forUpdate` locks its row until the transaction ends. */
    async findById(id: string, forUpdate = false): Promise<BookingRow | undefined> {
      const q = db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },
    async update(id: string, values: Partial<typeof bookings.$inferInsert>): Promise<BookingRow> {
      const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
      return row!;
    },
    /** Bookings matching the filters in date and time order (`latestFirst`: the other way), paged, with the total. */
    async list(f: BookingFilters, limit: number, offset: number, latestFirst = false): Promise<{ rows: BookingRow[]; total: number }> {
      const dir = latestFirst ? desc : asc;
      const rows = await db
        .select({ row: bookings, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(bookings)
        .where(bookingWhere(f))
        .orderBy(dir(bookings.bookingDate), dir(bookings.bookingTime), dir(bookings.createdAt), dir(bookings.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
    },
    /** Every booking matching the filters, in pages of 500 (the CSV export streams them). */
    async *each(f: BookingFilters): AsyncGenerator<BookingRow> {
      for (let offset = 0; ; offset += 500) {
        const rows = await db.select().from(bookings).where(bookingWhere(f)).orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime), asc(bookings.id)).limit(500).offset(offset);
        yield* rows;
        if (rows.length < 500) return;
      }
    },
    /** People taking places per date, time and location between two dates (inclusive). */
    async peopleBookedInRange(from: string, to: string): Promise<Array<{ date: string; time: string; location: string | null; people: number }>> {
      return db
        .select({ date: bookings.bookingDate, time: bookings.bookingTime, location: bookings.location, people: sql<number>`sum(${bookings.numberOfPeople})`.mapWith(Number) })
        .from(bookings)
        .where(and(gte(bookings.bookingDate, from), lte(bookings.bookingDate, to), inArray(bookings.status, [...PLACE_TAKING_STATUSES])))
        .groupBy(bookings.bookingDate, bookings.bookingTime, bookings.location);
    },
    /** People taking places in given slots (date, time, location), keyed `date|time|location`. */
    async peopleBookedIn(keys: Array<{ date: string; time: string; location: string | null }>): Promise<Map<string, number>> {
      if (keys.length === 0) return new Map();
      const dates = [...new Set(keys.map((k) => k.date))];
      const rows = await db
        .select({ date: bookings.bookingDate, time: bookings.bookingTime, location: bookings.location, people: sql<number>`sum(${bookings.numberOfPeople})`.mapWith(Number) })
        .from(bookings)
        .where(and(inArray(bookings.bookingDate, dates), inArray(bookings.status, [...PLACE_TAKING_STATUSES])))
        .groupBy(bookings.bookingDate, bookings.bookingTime, bookings.location);
      return new Map(rows.map((r) => [`${r.date}|${r.time}|${r.location ?? ''}`, r.people]));
    },
    /** Closures on any of the given dates. */
    async closuresOnDates(dates: string[]): Promise<ClosureRow[]> {
      if (dates.length === 0) return [];
      const rows = await db.select().from(bookingClosures).where(inArray(bookingClosures.date, dates)).limit(1000);
      return rows.map((c) => ({ ...c, author: null }));
    },
    /** Today's bookings that take places or wait for staff (the dashboard tile). */
    async countOn(date: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(bookings)
        .where(and(eq(bookings.bookingDate, date), ne(bookings.status, 'cancelled')));
      return row?.n ?? 0;
    },
    /** Live (requested or place-taking) bookings a new closure covers. */
    async liveOn(date: string, location: string | null): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(eq(bookings.bookingDate, date), inArray(bookings.status, ['requested', 'confirmed']), location === null ? undefined : or(eq(bookings.location, location), isNull(bookings.location))),
        )
        .orderBy(asc(bookings.bookingTime));
    },
    /** Closures of one day (inside a transaction: through its connection). */
    async closuresOn(date: string): Promise<ClosureRow[]> {
      return this.closures(date, date);
    },
    /** Closures between two dates (inclusive), by date and start, with who made them. */
    async closures(from: string, to?: string): Promise<ClosureRow[]> {
      const rows = await db
        .select({ c: bookingClosures, authorId: users.id, authorName: users.name, authorEmail: users.email })
        .from(bookingClosures)
        .leftJoin(users, eq(users.id, bookingClosures.createdBy))
        .where(and(gte(bookingClosures.date, from), to ? lte(bookingClosures.date, to) : undefined))
        .orderBy(asc(bookingClosures.date), asc(sql`coalesce(${bookingClosures.fromTime}, '')`), desc(bookingClosures.createdAt))
        .limit(1000);
      return rows.map((r) => ({ ...r.c, author: r.authorId ? { id: r.authorId, name: r.authorName!, email: r.authorEmail! } : null }));
    },
    async insertClosure(values: typeof bookingClosures.$inferInsert): Promise<typeof bookingClosures.$inferSelect> {
      const [row] = await db.insert(bookingClosures).values(values).returning();
      return row!;
    },
    async findClosure(id: string): Promise<typeof bookingClosures.$inferSelect | undefined> {
      const [row] = await db.select().from(bookingClosures).where(eq(bookingClosures.id, id)).limit(1);
      return row;
    },
    async deleteClosure(id: string): Promise<void> {
      await db.delete(bookingClosures).where(eq(bookingClosures.id, id));
    },
  };
}
