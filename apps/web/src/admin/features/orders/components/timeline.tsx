import type { AuditEntry } from '@atelier/contracts';
import { formatDateTime } from '@/lib/format-date';
import { Card } from './card';

/** Readable names of the audit log's actions; any other action shows as written. */
export const ACTION_LABELS: Record<string, string> = {
  'order.create': 'Order placed',
  'order.created': 'Order placed',
  'order.status': 'Status changed',
  'order.status_changed': 'Status changed',
  'order.note': 'Note added',
  'order.note_added': 'Note added',
  'payment.record': 'Payment recorded',
  'payment.recorded': 'Payment recorded',
  'payment.void': 'Payment voided',
  'payment.voided': 'Payment voided',
  'refund.record': 'Refund recorded',
  'refund.recorded': 'Refund recorded',
  'staff.invite': 'Staff invited',
  'staff.invited': 'Staff invited',
  'staff.promote': 'Staff added',
  'staff.promoted': 'Staff added',
  'staff.remove': 'Staff removed',
  'staff.removed': 'Staff removed',
};

/** The action's readable name. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace(/[._]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** One short line of what changed, from the entry's `after` (a status, an amount), or ''. */
export function changeSummary(entry: AuditEntry): string {
  const after = entry.after && typeof entry.after === 'object' ? (entry.after as Record<string, unknown>) : {};
  const before = entry.before && typeof entry.before === 'object' ? (entry.before as Record<string, unknown>) : {};
  const parts: string[] = [];
  if (typeof after.status === 'string') parts.push(typeof before.status === 'string' && before.status !== after.status ? `${before.status} → ${after.status}` : after.status);
  if (typeof after.amount === 'number') parts.push(`RWF ${after.amount.toLocaleString('en-US')}`);
  if (typeof after.reference === 'string' && after.reference) parts.push(after.reference);
  return parts.join(' · ');
}

/** The order's history from the audit log (oldest first): who did what, when, and why. */
export function OrderTimeline({ entries, placedAt }: { entries: AuditEntry[]; placedAt: string }) {
  return (
    <Card title="Timeline">
      <ol className="grid gap-3 border-l-2 border-sand-200 pl-4">
        <li className="text-sm">
          <p className="font-semibold text-ink-900">Order placed</p>
          <p className="text-xs text-ink-600">{formatDateTime(placedAt)}</p>
        </li>
        {entries
          .filter((entry) => !/^order\.create/.test(entry.action))
          .map((entry) => {
            const summary = changeSummary(entry);
            return (
              <li key={entry.id} className="text-sm">
                <p className="font-semibold text-ink-900">
                  {actionLabel(entry.action)}
                  {summary ? <span className="font-normal text-ink-700"> · {summary}</span> : null}
                </p>
                {entry.reason ? <p className="break-words text-ink-700">“{entry.reason}”</p> : null}
                <p className="text-xs text-ink-600">
                  {entry.actor?.name ?? 'System'} · {formatDateTime(entry.created_at)}
                </p>
              </li>
            );
          })}
      </ol>
    </Card>
  );
}
