import type { Readable } from 'node:stream';
import { CUSTOMERS_CSV_COLUMNS, DESK_MESSAGES, fromMinor, isUuid, type Actor, type AdminCustomer, type AdminCustomerRow } from '@atelier/contracts';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { csvStream } from '../../lib/csv.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { BookingsAdminService } from '../bookings/bookings.admin.service.js';
import type { ReturnsService } from '../returns/returns.service.js';
import { customersRepository, type CustomerRow } from './customers.repository.js';

function toRow(c: CustomerRow): AdminCustomerRow {
  return { id: c.id, name: c.name, email: c.email, phone: c.phone, status: c.status, email_verified: c.emailVerifiedAt !== null, orders: c.orders, created_at: c.createdAt.toISOString() };
}

/**
 * Customer accounts in the back office (docs/decisions/103): search, one customer's page, internal
 * notes, and block/unblock. Blocking is an accounts rule: a blocked account cannot sign in (login
 * and every token check want status `active`) and its sessions are revoked in the same transaction.
 */
export function customersAdminService(deps: { db: Db; transaction: RunInTransaction; bookings: BookingsAdminService; returns: ReturnsService; now: () => Date }) {
  const repo = customersRepository(deps.db);

  async function find(id: string, r = repo, forUpdate = false): Promise<CustomerRow> {
    const row = isUuid(id) ? await r.find(id, forUpdate) : undefined;
    if (!row) throw new AppError('NOT_FOUND', DESK_MESSAGES.customerNotFound);
    return row;
  }

  async function setBlocked(actor: Actor, id: string, blocked: boolean, reason?: string): Promise<AdminCustomer> {
    await deps.transaction(async (tx) => {
      const r = customersRepository(tx);
      const c = await find(id, r, true);
      if (c.role !== 'user') throw new AppError('BAD_REQUEST', DESK_MESSAGES.onlyCustomers);
      if (blocked && c.status === 'blocked') throw new AppError('CONFLICT', DESK_MESSAGES.alreadyBlocked);
      if (!blocked && c.status !== 'blocked') throw new AppError('CONFLICT', DESK_MESSAGES.notBlocked);
      await r.setStatus(c.id, blocked ? 'blocked' : 'active');
      const ended = blocked ? await r.revokeSessions(c.id, deps.now()) : 0;
      await auditRepository(tx).record({
        actor,
        action: blocked ? 'customer.blocked' : 'customer.unblocked',
        entity: 'customer',
        entityId: c.id,
        before: { status: c.status },
        after: { status: blocked ? 'blocked' : 'active', ...(blocked ? { sessions_ended: ended } : {}) },
        reason: reason || null,
      });
    });
    return get(id);
  }

  /** GET /api/admin/customers/{id}: NOT_FOUND for unknown ids. Amounts in RWF. */
  async function get(id: string): Promise<AdminCustomer> {
    const c = await find(id);
    const since = new Date(deps.now().getTime() - 30 * 86_400_000);
    const [orders, bookings, returns, signIn, notes] = [
      await repo.orders(c.id),
      await deps.bookings.forEmail(c.email),
      await deps.returns.forUser(c.id),
      await repo.signInSummary(c.id, since),
      await repo.notes(c.id),
    ];
    return {
      ...toRow(c),
      role: c.role,
      order_list: orders.map((o) => ({ id: o.id, order_number: o.orderNumber, status: o.status, total: fromMinor(o.totalMinor), created_at: o.createdAt.toISOString() })),
      bookings,
      returns,
      sign_in: {
        last_success_at: signIn.lastSuccess?.toISOString() ?? null,
        last_failure_at: signIn.lastFailure?.toISOString() ?? null,
        successes_30d: signIn.successes,
        failures_30d: signIn.failures,
        active_sessions: signIn.activeSessions,
      },
      notes: notes.map((n) => ({ id: n.id, text: n.text, created_at: n.createdAt.toISOString(), author: n.author })),
    };
  }

  return {
    /** GET /api/admin/customers: by name, e-mail or phone (any spelling), newest first, with the total. */
    async list(q: { q?: string; page: number; limit: number }): Promise<{ customers: AdminCustomerRow[]; total: number }> {
      const { rows, total } = await repo.list(q.q || undefined, q.limit, (q.page - 1) * q.limit);
      return { customers: rows.map(toRow), total };
    },

    get,

    /** GET /api/admin/customers.csv (owner): every customer matching `q`, streamed. */
    csv(q: { q?: string }): Readable {
      const each = repo.each(q.q || undefined);
      async function* rows() {
        for await (const c of each) {
          const w = toRow(c);
          yield { name: w.name, email: w.email, phone: w.phone, status: w.status, email_verified: w.email_verified, orders: w.orders, created_at: w.created_at };
        }
      }
      return csvStream(CUSTOMERS_CSV_COLUMNS, rows());
    },

    /** POST /api/admin/customers/{id}/notes: an internal note, audited. */
    async addNote(actor: Actor, id: string, text: string): Promise<AdminCustomer> {
      await deps.transaction(async (tx) => {
        const c = await find(id, customersRepository(tx));
        const note = await customersRepository(tx).insertNote({ userId: c.id, authorId: actor.id, text });
        await auditRepository(tx).record({ actor, action: 'customer.note_added', entity: 'customer', entityId: c.id, after: { note_id: note.id, text } });
      });
      return get(id);
    },

    /** POST /api/admin/customers/{id}/block: no sign-in any more, every session ends now. BAD_REQUEST for staff accounts. */
    block: (actor: Actor, id: string, reason?: string) => setBlocked(actor, id, true, reason),
    /** POST /api/admin/customers/{id}/unblock: may sign in again. */
    unblock: (actor: Actor, id: string, reason?: string) => setBlocked(actor, id, false, reason),
  };
}
export type CustomersAdminService = ReturnType<typeof customersAdminService>;
