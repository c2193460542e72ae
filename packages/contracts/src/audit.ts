import { z } from 'zod';
import { DateOrTime, PageQuery, pageLimit } from './common.js';

/**
 * The audit log (docs/decisions/100-back-office-server.md): every back-office write appends one
 * entry in the transaction of the change; owners read it at GET /api/admin/audit. Times are ISO 8601.
 */

/** Who did something: a snapshot, so the record reads the same after the account is gone. */
export const Actor = z.object({ id: z.string().nullable(), name: z.string(), email: z.string() });
export type Actor = z.infer<typeof Actor>;

/** One line of the audit log (append-only; `before`/`after` are the changed record as JSON). */
export const AuditEntry = z.object({
  id: z.string(),
  actor: Actor.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /**
   * The record as people know it (docs/decisions/125): an order's number, an item's or slide's
   * title, a customer's or caller's name, a coupon's code, a return's order number; read from the
   * record now, else from the entry's own before/after; null when neither names it.
   */
  record_name: z.string().nullable().default(null),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The audit log's areas, as the back office's menu names them; each is one or more entity types. */
export const AUDIT_AREAS = ['orders', 'catalog', 'coupons', 'customers', 'bookings', 'returns', 'messages', 'content', 'staff', 'settings', 'backups'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
/** The entity types of each area (the `entity` the services write). */
export const AUDIT_AREA_ENTITIES: Record<AuditArea, readonly string[]> = {
  orders: ['order'],
  catalog: ['catalog_item'],
  coupons: ['coupon'],
  customers: ['customer'],
  bookings: ['booking', 'closure'],
  returns: ['return'],
  messages: ['message'],
  content: ['hero_slide', 'service', 'faq', 'team_member', 'company_value', 'contact_item', 'content_section', 'rating'],
  staff: ['user', 'staff_invite'],
  settings: ['settings'],
  backups: ['backup'],
};

/**
 * GET /api/admin/audit (owner only): newest first, with filters: `area` (AUDIT_AREAS), `actor_id`
 * (the person who did it), a record (`entity`, `entity_id`), `action`, and Kigali days `from`/`to`.
 */
export const AuditListQuery = z.object({
  area: z.enum(AUDIT_AREAS, { error: `area must be one of ${AUDIT_AREAS.join(', ')}` }).optional(),
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(64).optional(),
  actor_id: z.string().trim().max(64).optional(),
  action: z.string().trim().max(60).optional(),
  from: DateOrTime.optional(),
  to: DateOrTime.optional(),
  page: PageQuery.shape.page,
  limit: pageLimit(50),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;
export const AuditListResponse = z.object({ success: z.literal(true), entries: z.array(AuditEntry), total: z.number().int() });
export type AuditListResponse = z.infer<typeof AuditListResponse>;
