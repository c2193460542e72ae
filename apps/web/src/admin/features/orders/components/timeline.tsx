import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { AuditEntry } from '@atelier/contracts';
import { PAYMENT_STATUS_LABELS, labelOf } from '../../../components/badges';
import { PAYMENT_METHOD_NAMES } from '../../../i18n/labels';
import { rwf } from '../../../components/format';
import { formatDateTime } from '@/lib/format-date';
import { Card } from './card';

/** Readable names of the audit log's actions (apps/api orders.admin.service); any other shows as written. */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'order.status_changed': msg`Status changed`,
  'order.cancelled': msg`Order cancelled`,
  'order.note_added': msg`Note added`,
  'order.payment_recorded': msg`Payment recorded`,
  'order.payment_voided': msg`Payment voided`,
  'order.refund_recorded': msg`Refund recorded`,
  'staff.promoted': msg`Added to the staff`,
  'staff.invited': msg`Invited to the staff`,
  'staff.invite_accepted': msg`Joined the staff`,
  'staff.invite_revoked': msg`Invitation withdrawn`,
  'staff.removed': msg`Removed from the staff`,
  'settings.changed': msg`Settings changed`,
};

/** The action's readable name. */
export const actionLabel = (action: string) => (ACTION_LABELS[action] ? i18n._(ACTION_LABELS[action]) : null) ?? action.replace(/[._]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** A payment or refund of an entry: "MTN MoMo RWF 100,000 (MP123)". */
function money(value: unknown): string | null {
  const m = asObject(value);
  if (typeof m.amount !== 'number') return null;
  const method = typeof m.method === 'string' && m.method in PAYMENT_METHOD_NAMES ? labelOf(PAYMENT_METHOD_NAMES, m.method) : '';
  return `${method} ${rwf(m.amount)}${typeof m.reference === 'string' && m.reference ? ` (${m.reference})` : ''}`.trim();
}

/** One short line of what changed, from the entry's `before` and `after`: a status move, a payment or refund, or ''. */
export function changeSummary(entry: AuditEntry): string {
  const after = asObject(entry.after);
  const before = asObject(entry.before);
  const parts: string[] = [];
  const paid = money(after.payment) ?? money(before.payment) ?? money(after.refund);
  if (paid) parts.push(paid);
  const email = after.email ?? before.email;
  if (typeof email === 'string') parts.push(email);
  if (typeof after.status === 'string' && typeof before.status === 'string' && before.status !== after.status) parts.push(`${before.status} → ${after.status}`);
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
