import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { AuditEntry } from '@atelier/contracts';
import { CHANNEL_LABELS, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, labelOf } from '@admin/components/badges';
import { BOOKING_STATUS_LABELS, MESSAGE_STATUS_LABELS, RETURN_STATUS_LABELS } from '@admin/components/desk-badges';
import { STATE_LABELS } from '@admin/components/badges';
import { PAYMENT_METHOD_NAMES } from '@admin/i18n/labels';
import { rwf } from '@admin/components/format';
import { formatDateTime } from '@/lib/format-date';
import { Card } from '@admin/components/card';

/** Readable names of the audit log's actions (every `action` the API's services write); any other shows as written. */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'order.status_changed': msg`Status changed`,
  'order.cancelled': msg`Order cancelled`,
  'order.note_added': msg`Note added`,
  'order.payment_recorded': msg`Payment recorded`,
  'order.payment_voided': msg`Payment voided`,
  'order.refund_recorded': msg`Refund recorded`,
  // Orders entered by staff, their edits and pay links (docs/decisions/128).
  'order.created': msg`Order entered`,
  'order.edited': msg`Order edited`,
  'order.pay_link_renewed': msg`Pay link renewed`,
  'order.pay_link_sent': msg`Pay link e-mailed`,
  'staff.promoted': msg`Added to the staff`,
  'staff.invited': msg`Invited to the staff`,
  'staff.invite_accepted': msg`Joined the staff`,
  'staff.invite_revoked': msg`Invitation withdrawn`,
  'staff.removed': msg`Removed from the staff`,
  'staff.first_owner_created': msg`Owner account created`,
  'settings.changed': msg`Settings changed`,
  'backup.created': msg`Backup made`,
  'backup.downloaded': msg`Backup downloaded`,
  'backup.failed': msg`Backup failed`,
  'catalog.created': msg`Item created`,
  'catalog.published': msg`Item published`,
  'catalog.archived': msg`Item archived`,
  'catalog.deleted': msg`Item deleted`,
  'catalog.images_added': msg`Pictures added`,
  'catalog.images_reordered': msg`Pictures reordered`,
  'catalog.image_removed': msg`Picture deleted`,
  'coupon.created': msg`Coupon created`,
  'coupon.updated': msg`Coupon changed`,
  'coupon.deactivated': msg`Coupon turned off`,
  'coupon.deleted': msg`Coupon deleted`,
  'customer.blocked': msg`Account blocked`,
  'customer.unblocked': msg`Account unblocked`,
  'customer.note_added': msg`Note added`,
  'booking.created': msg`Booking made`,
  'booking.status_changed': msg`Status changed`,
  'booking.cancelled': msg`Booking cancelled`,
  'booking.rescheduled': msg`Booking moved`,
  'closure.created': msg`Closure added`,
  'closure.deleted': msg`Closure removed`,
  'return.approved': msg`Return approved`,
  'return.declined': msg`Return declined`,
  'return.received': msg`Return received`,
  'return.refunded': msg`Return refunded`,
  'return.exchanged': msg`Return exchanged`,
  'message.replied': msg`Message answered`,
  'message.archived': msg`Message archived`,
  'rating.hidden': msg`Rating hidden`,
  'rating.shown': msg`Rating shown`,
  'hero.created': msg`Slide added`,
  'hero.changed': msg`Slide changed`,
  'hero.deleted': msg`Slide deleted`,
  'hero.reordered': msg`Slides reordered`,
  'service.created': msg`Service added`,
  'service.changed': msg`Service changed`,
  'service.deleted': msg`Service deleted`,
  'service.reordered': msg`Services reordered`,
  'content.basic.changed': msg`Company details changed`,
  'content.section.changed': msg`Page text changed`,
  'content.social.changed': msg`Social links changed`,
};

/** The action's readable name: its label, else the action's last words (`faq.created` → "Created", never the raw key's area). */
export const actionLabel = (action: string) => (ACTION_LABELS[action] ? i18n._(ACTION_LABELS[action]) : null) ?? fallbackAction(action);

/** An action without a label of its own, by its verb (the `<entity>.created/changed/deleted/reordered` of the content lists). */
function fallbackAction(action: string): string {
  const verb = action.split('.').at(-1) ?? action;
  const verbs: Record<string, MessageDescriptor> = { created: msg`Added`, changed: msg`Changed`, deleted: msg`Deleted`, reordered: msg`Reordered` };
  return verbs[verb] ? i18n._(verbs[verb]) : action.replace(/[._]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** A customer account's status names, as the block and unblock entries record them. */
const ACCOUNT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg({ context: 'account status', message: 'Active' }),
  blocked: msg({ context: 'account status', message: 'Blocked' }),
};

/** The status names of each kind of record, so "active → blocked" reads in the back office's language. */
const STATUS_LABELS_OF: Record<string, Record<string, MessageDescriptor>> = {
  order: ORDER_STATUS_LABELS,
  booking: BOOKING_STATUS_LABELS,
  return: RETURN_STATUS_LABELS,
  message: MESSAGE_STATUS_LABELS,
  customer: ACCOUNT_STATUS_LABELS,
  catalog_item: STATE_LABELS,
};

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** A payment or refund of an entry: "MTN MoMo RWF 100,000 (MP123)". */
function money(value: unknown): string | null {
  const m = asObject(value);
  if (typeof m.amount !== 'number') return null;
  const method = typeof m.method === 'string' && m.method in PAYMENT_METHOD_NAMES ? labelOf(PAYMENT_METHOD_NAMES, m.method) : '';
  return `${method} ${rwf(m.amount)}${typeof m.reference === 'string' && m.reference ? ` (${m.reference})` : ''}`.trim();
}

/** What an order's edit may change (its `after` keys), named in the active language. */
const EDITED_PARTS: Record<string, MessageDescriptor> = {
  lines: msg`lines`,
  discount: msg`discount`,
  shipping_address: msg`address`,
  note: msg`delivery note`,
};

/**
 * Who made a change, as the audit log shows it: "name (e-mail)" for a person; "System" in the reader's
 * language for what the shop did on its own (the first start's owner account has no e-mail).
 */
export function actorLabel(actor: AuditEntry['actor']): string {
  return actor?.email ? `${actor.name} (${actor.email})` : t`System`;
}

/**
 * One short line of what changed, from the entry's `before` and `after`: a status move (in the active
 * language), a payment or refund, an entered order's channel, what an edit changed, or ''.
 */
export function changeSummary(entry: AuditEntry): string {
  const after = asObject(entry.after);
  const before = asObject(entry.before);
  const parts: string[] = [];
  if (entry.action === 'order.created' && typeof after.channel === 'string') parts.push(labelOf(CHANNEL_LABELS, after.channel));
  if (entry.action === 'order.edited') {
    const changed = Object.keys(EDITED_PARTS).filter((key) => key in after);
    if (changed.length) parts.push(changed.map((key) => i18n._(EDITED_PARTS[key]!)).join(', '));
  }
  const paid = money(after.payment) ?? money(before.payment) ?? money(after.refund);
  if (paid) parts.push(paid);
  const email = after.email ?? before.email;
  if (typeof email === 'string' && email !== entry.record_name) parts.push(email);
  const statuses = STATUS_LABELS_OF[entry.entity] ?? {};
  for (const key of ['status', 'state'] as const) {
    if (typeof after[key] === 'string' && typeof before[key] === 'string' && before[key] !== after[key]) parts.push(`${labelOf(statuses, before[key])} → ${labelOf(statuses, after[key])}`);
  }
  if (typeof after.payment_status === 'string' && typeof before.payment_status === 'string' && before.payment_status !== after.payment_status) {
    const from = labelOf(PAYMENT_STATUS_LABELS, before.payment_status);
    const to = labelOf(PAYMENT_STATUS_LABELS, after.payment_status);
    parts.push(t`payment ${from} → ${to}`);
  }
  return parts.join(' · ');
}

/** The order's history from the audit log (oldest first): who did what, when, and why. */
export function OrderTimeline({ entries, placedAt }: { entries: AuditEntry[]; placedAt: string }) {
  return (
    <Card title={t`Timeline`}>
      <ol className="grid gap-3 border-l-2 border-sand-200 pl-4">
        <li className="text-sm">
          <p className="font-semibold text-ink-900">{t`Order placed`}</p>
          <p className="text-xs text-ink-600">{formatDateTime(placedAt)}</p>
        </li>
        {entries.map((entry) => {
          const summary = changeSummary(entry);
          return (
            <li key={entry.id} className="text-sm">
              <p className="font-semibold text-ink-900">
                {actionLabel(entry.action)}
                {summary ? <span className="font-normal text-ink-700"> · {summary}</span> : null}
              </p>
              {entry.reason ? <p className="break-words text-ink-700">“{entry.reason}”</p> : null}
              <p className="text-xs text-ink-600">
                {entry.actor?.name ?? t`System`} · {formatDateTime(entry.created_at)}
              </p>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
