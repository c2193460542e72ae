import type { AdminBookingStatus, MessageStatus, ReturnStatus } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';

export const BOOKING_STATUS_LABELS: Record<AdminBookingStatus, string> = { requested: 'Requested', confirmed: 'Confirmed', cancelled: 'Cancelled', attended: 'Attended', no_show: 'No-show' };
const BOOKING_TONES: Record<AdminBookingStatus, BadgeTone> = { requested: 'amber', confirmed: 'green', cancelled: 'neutral', attended: 'blue', no_show: 'clay' };

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = { requested: 'Requested', approved: 'Approved', declined: 'Declined', received: 'Received', refunded: 'Refunded', exchanged: 'Exchanged' };
const RETURN_TONES: Record<ReturnStatus, BadgeTone> = { requested: 'amber', approved: 'blue', declined: 'neutral', received: 'blue', refunded: 'green', exchanged: 'green' };

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = { unread: 'Unread', read: 'Read', archived: 'Archived' };
const MESSAGE_TONES: Record<MessageStatus, BadgeTone> = { unread: 'clay', read: 'neutral', archived: 'neutral' };

/** A booking's status (issue 16 BOOKING_TRANSITIONS) as a coloured label. */
export function BookingBadge({ status }: { status: AdminBookingStatus }) {
  return (
    <Badge tone={BOOKING_TONES[status] ?? 'neutral'}>
      <span className="sr-only">Status: </span>
      {BOOKING_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** A return request's status (RETURN_TRANSITIONS) as a coloured label. */
export function ReturnBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge tone={RETURN_TONES[status] ?? 'neutral'}>
      <span className="sr-only">Status: </span>
      {RETURN_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** A contact message's status as a coloured label. */
export function MessageBadge({ status }: { status: MessageStatus }) {
  return (
    <Badge tone={MESSAGE_TONES[status] ?? 'neutral'}>
      <span className="sr-only">Status: </span>
      {MESSAGE_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** A red line with the server's readable refusal, announced when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="rounded-xl bg-clay-50 px-4 py-3 text-sm font-medium text-clay-800">
      {message}
    </p>
  ) : null;
}

/** A customer account's status: Active or Blocked. */
export function AccountBadge({ status }: { status: string }) {
  return (
    <Badge tone={status === 'blocked' ? 'clay' : 'green'}>
      <span className="sr-only">Account: </span>
      {status === 'blocked' ? 'Blocked' : 'Active'}
    </Badge>
  );
}
