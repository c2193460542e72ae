import { AUDIT_AREA_ENTITIES, kigaliRange, type Actor, type AuditEntry, type AuditListQuery } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { auditRepository, toAuditEntry } from './audit.repository.js';

/** The actor snapshot of a signed-in user, as the audit log keeps it. */
export function actorOf(user: Pick<AuthUser, 'id' | 'name' | 'email'>): Actor {
  return { id: user.id, name: user.name, email: user.email };
}

/**
 * Reading the audit log (the owner's log page, with filters; docs/decisions/100). Writing is done by each
 * area's service with `auditRepository(tx).record(...)` inside the transaction of its change.
 */
export function auditService(deps: { db: Db }) {
  const repo = auditRepository(deps.db);
  return {
    /**
     * Entries newest first, each with the name of its record (an order's number, an item's title, a
     * customer's name); `area` keeps its entity types (AUDIT_AREA_ENTITIES), `actor_id` one
     * person's; `from`/`to` are Kigali days (to inclusive) or ISO times.
     */
    async list(q: Required<Pick<AuditListQuery, 'page' | 'limit'>> & Omit<AuditListQuery, 'page' | 'limit'>): Promise<{ entries: AuditEntry[]; total: number }> {
      const { from, to } = kigaliRange(q.from, q.to);
      const { rows, total } = await repo.list(
        {
          entities: q.area ? AUDIT_AREA_ENTITIES[q.area] : undefined,
          entity: q.entity || undefined,
          entityId: q.entity_id || undefined,
          actorId: q.actor_id || undefined,
          action: q.action || undefined,
          from,
          to,
        },
        Number(q.limit),
        (Number(q.page) - 1) * Number(q.limit),
      );
      return { entries: rows.map(({ row, recordName }) => toAuditEntry(row, recordName)), total };
    },
    /** One record's entries, oldest first. */
    async forEntity(entity: string, entityId: string): Promise<AuditEntry[]> {
      return (await repo.forEntity(entity, entityId)).map((row) => toAuditEntry(row));
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
