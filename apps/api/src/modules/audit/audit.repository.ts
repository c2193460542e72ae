import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Actor, AuditEntry } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;

/** What one audit entry says (docs/decisions/100); `before`/`after` are plain JSON values. */
export interface AuditInput {
  actor: Actor;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** An audit row as the wire shows it, with the record's name when the list read it. */
export function toAuditEntry(r: AuditRow, recordName: string | null = null): AuditEntry {
  return {
    id: String(r.id),
    actor: { id: r.actorId, name: r.actorName, email: r.actorEmail },
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    record_name: recordName,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  };
}

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const SERIAL = '^[0-9]{1,9}$';
const id = sql`${auditLog.entityId}`;
/** `select <column> from <table> where id = entity_id`, when the entry's id has the table's id form (else null, never a cast error). */
const byUuid = (select: SQL) => sql`case when ${id} ~ ${UUID} then (${select} = ${id}::uuid) end`;
const bySerial = (select: SQL) => sql`case when ${id} ~ ${SERIAL} then (${select} = ${id}::int) end`;
const snapshot = (key: string) => sql`coalesce(${auditLog.after}->>${key}, ${auditLog.before}->>${key})`;

/**
 * The name people know a record by (docs/decisions/125), read from the record as it is now (by its
 * primary key, one row per entry listed), else from what the entry itself kept (a deleted item's
 * title, an invited address). Null when neither names it.
 */
const recordName = sql<string | null>`coalesce(case ${auditLog.entity}
  when 'order' then ${byUuid(sql`select order_number from orders where id`)}
  when 'return' then ${byUuid(sql`select o.order_number from return_requests r join orders o on o.id = r.order_id where r.id`)}
  when 'catalog_item' then ${bySerial(sql`select title from catalog_items where id`)}
  when 'rating' then case when split_part(${id}, ':', 1) ~ ${SERIAL} then (select title from catalog_items where id = split_part(${id}, ':', 1)::int) end
  when 'customer' then ${byUuid(sql`select name from users where id`)}
  when 'user' then ${byUuid(sql`select name from users where id`)}
  when 'coupon' then ${bySerial(sql`select code from coupons where id`)}
  when 'booking' then ${byUuid(sql`select first_name || ' ' || last_name from bookings where id`)}
  when 'message' then ${byUuid(sql`select first_name || ' ' || last_name from contact_messages where id`)}
  when 'staff_invite' then ${byUuid(sql`select email from staff_invites where id`)}
  when 'hero_slide' then ${bySerial(sql`select title from hero_slides where id`)}
  when 'service' then ${bySerial(sql`select name from services where id`)}
  when 'faq' then ${bySerial(sql`select title from help_faqs where id`)}
  when 'team_member' then ${bySerial(sql`select name from team_members where id`)}
  when 'company_value' then ${bySerial(sql`select title from company_values where id`)}
  end, ${snapshot('order_number')}, ${snapshot('title')}, ${snapshot('code')}, ${snapshot('name')}, ${snapshot('email')})`;

export interface AuditFilters {
  /** Any of these entity types (an area's, AUDIT_AREA_ENTITIES). */
  entities?: readonly string[];
  entity?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

/** The append-only audit log: insert and read, nothing else (the database refuses the rest). */
export function auditRepository(db: DbOrTx) {
  return {
    /** The newest entry of `entity` with one of `actions` (the backups' status: docs/decisions/131-backups.md), or undefined. */
    async latest(entity: string, actions: string[]): Promise<AuditRow | undefined> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), inArray(auditLog.action, actions)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return rows[0];
    },
    /** Appends one entry; call it with the transaction of the change it describes. */
    async record(e: AuditInput): Promise<void> {
      await db.insert(auditLog).values({
        actorId: e.actor.id,
        actorName: e.actor.name,
        actorEmail: e.actor.email,
        action: e.action,
        entity: e.entity,
        entityId: e.entityId,
        before: e.before ?? null,
        after: e.after ?? null,
        reason: e.reason ?? null,
      });
    },
    /** One record's entries, oldest first (an order's timeline). */
    async forEntity(entity: string, entityId: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(auditLog.id);
    },
    /** Entries matching the filters, newest first, paged, with the total. */
    async list(f: AuditFilters, limit: number, offset: number): Promise<{ rows: Array<{ row: AuditRow; recordName: string | null }>; total: number }> {
      const where: SQL[] = [];
      if (f.entities) where.push(inArray(auditLog.entity, [...f.entities]));
      if (f.entity) where.push(eq(auditLog.entity, f.entity));
      if (f.entityId) where.push(eq(auditLog.entityId, f.entityId));
      if (f.actorId) where.push(sql`${auditLog.actorId}::text = ${f.actorId}`);
      if (f.action) where.push(eq(auditLog.action, f.action));
      if (f.from) where.push(gte(auditLog.createdAt, f.from));
      if (f.to) where.push(lt(auditLog.createdAt, f.to));
      const rows = await db
        .select({ row: auditLog, recordName, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => ({ row: r.row, recordName: r.recordName })), total: rows[0]?.total ?? 0 };
    },
  };
}
