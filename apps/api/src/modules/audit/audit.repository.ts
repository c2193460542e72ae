import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Actor, AuditEntry } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;

/** What one audit entry says (issue 14 "Audit log"); `before`/`after` are plain JSON values. */
export interface AuditInput {
  actor: Actor;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** An audit row as the wire shows it. */
export function toAuditEntry(r: AuditRow): AuditEntry {
  return {
    id: String(r.id),
    actor: { id: r.actorId, name: r.actorName, email: r.actorEmail },
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  };
}

export interface AuditFilters {
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
      return db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);
    },
    /** Entries matching the filters, newest first, paged, with the total. */
    async list(f: AuditFilters, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
      const where: SQL[] = [];
      if (f.entity) where.push(eq(auditLog.entity, f.entity));
      if (f.entityId) where.push(eq(auditLog.entityId, f.entityId));
      if (f.actorId) where.push(sql`${auditLog.actorId}::text = ${f.actorId}`);
      if (f.action) where.push(eq(auditLog.action, f.action));
      if (f.from) where.push(gte(auditLog.createdAt, f.from));
      if (f.to) where.push(lt(auditLog.createdAt, f.to));
      const rows = await db
        .select({ row: auditLog, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
