import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AdminBookingStatus, MessageStatus, ReturnStatus } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';
import { labelOf } from './badges';

/** A booking's status names (docs/i18n-glossary.md). */
export const BOOKING_STATUS_LABELS: Record<AdminBookingStatus, MessageDescriptor> = {
  requested: msg({ context: 'booking status', message: 'Requested' }),
  confirmed: msg({ context: 'booking status', message: 'Confirmed' }),
  cancelled: msg({ context: 'booking status', message: 'Cancelled' }),
  attended: msg({ context: 'booking status', message: 'Attended' }),
  no_show: msg({ context: 'booking status', message: 'No-show' }),
};
const BOOKING_TONES: Record<AdminBookingStatus, BadgeTone> = { requested: 'amber', confirmed: 'green', cancelled: 'neutral', attended: 'blue', no_show: 'clay' };

/** A return request's status names (docs/i18n-glossary.md). */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, MessageDescriptor> = {
  requested: msg({ context: 'return status', message: 'Requested' }),
  approved: msg({ context: 'return status', message: 'Approved' }),
  declined: msg({ context: 'return status', message: 'Declined' }),
  received: msg({ context: 'return status', message: 'Received' }),
  refunded: msg({ context: 'return status', message: 'Refunded' }),
  exchanged: msg({ context: 'return status', message: 'Exchanged' }),
};
const RETURN_TONES: Record<ReturnStatus, BadgeTone> = { requested: 'amber', approved: 'blue', declined: 'neutral', received: 'blue', refunded: 'green', exchanged: 'green' };

/** A contact message's status names. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, MessageDescriptor> = {
  unread: msg({ context: 'message status', message: 'Unread' }),
  read: msg({ context: 'message status', message: 'Read' }),
  archived: msg({ context: 'message status', message: 'Archived' }),
};
const MESSAGE_TONES: Record<MessageStatus, BadgeTone> = { unread: 'clay', read: 'neutral', archived: 'neutral' };

/** A booking's status (contracts BOOKING_TRANSITIONS) as a coloured label. */
export function BookingBadge({ status }: { status: AdminBookingStatus }) {
  return (
    <Badge tone={BOOKING_TONES[status] ?? 'neutral'}>
      <span className="sr-only">{t`Status:`} </span>
      {labelOf(BOOKING_STATUS_LABELS, status)}
    </Badge>
  );
}

/** A return request's status (RETURN_TRANSITIONS) as a coloured label. */
export function ReturnBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge tone={RETURN_TONES[status] ?? 'neutral'}>
      <span className="sr-only">{t`Status:`} </span>
      {labelOf(RETURN_STATUS_LABELS, status)}
    </Badge>
  );
}

/** A contact message's status as a coloured label. */
export function MessageBadge({ status }: { status: MessageStatus }) {
  return (
    <Badge tone={MESSAGE_TONES[status] ?? 'neutral'}>
      <span className="sr-only">{t`Status:`} </span>
      {labelOf(MESSAGE_STATUS_LABELS, status)}
    </Badge>
  );
}

/** A customer account's status: Active or Blocked. */
export function AccountBadge({ status }: { status: string }) {
  return (
    <Badge tone={status === 'blocked' ? 'clay' : 'green'}>
      <span className="sr-only">{t`Account:`} </span>
      {status === 'blocked' ? t({ context: 'account status', message: 'Blocked' }) : t({ context: 'account status', message: 'Active' })}
    </Badge>
  );
}

/** "No account": a customer record staff entered with a name and a phone, whom no account holds (docs/decisions/133). */
export function NoAccountBadge() {
  return <Badge tone="amber">{t`No account`}</Badge>;
}
