import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { CatalogState, OrderChannel, OrderStatus, PaymentStatus } from '@atelier/contracts';
import { Badge, type BadgeTone } from '@/components/badge';

/** An order's status names (docs/i18n-glossary.md), read with `i18n._` or `labelsIn`. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg({ context: 'order status', message: 'Pending' }),
  processing: msg({ context: 'order status', message: 'Processing' }),
  ready: msg({ context: 'order status', message: 'Ready' }),
  completed: msg({ context: 'order status', message: 'Completed' }),
  cancelled: msg({ context: 'order status', message: 'Cancelled' }),
};
const STATUS_TONES: Record<OrderStatus, BadgeTone> = { pending: 'amber', processing: 'blue', ready: 'blue', completed: 'green', cancelled: 'neutral' };

/** An order's derived payment status names (docs/i18n-glossary.md). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg({ context: 'payment status', message: 'Unpaid' }),
  partially_paid: msg({ context: 'payment status', message: 'Partly paid' }),
  paid: msg({ context: 'payment status', message: 'Paid' }),
  partially_refunded: msg({ context: 'payment status', message: 'Partly refunded' }),
  refunded: msg({ context: 'payment status', message: 'Refunded' }),
};
const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { pending: 'clay', partially_paid: 'amber', paid: 'green', partially_refunded: 'neutral', refunded: 'neutral' };

/** A map of status names in the active language (for selects); unknown keys are left out. */
export function labelsIn<K extends string>(labels: Record<K, MessageDescriptor>): Record<K, string> {
  return Object.fromEntries(Object.entries<MessageDescriptor>(labels).map(([key, label]) => [key, i18n._(label)])) as Record<K, string>;
}

/** One status's name in the active language, or the raw value when it has none. */
export function labelOf<K extends string>(labels: Record<K, MessageDescriptor>, key: K | string): string {
  const label = (labels as Record<string, MessageDescriptor | undefined>)[key];
  return label ? i18n._(label) : key;
}

/** An order's status (contracts ORDER_TRANSITIONS) as a coloured label. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'}>
      <span className="sr-only">{t`Status:`} </span>
      {labelOf(ORDER_STATUS_LABELS, status)}
    </Badge>
  );
}

/** An order's derived payment status as a coloured label. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge tone={PAYMENT_TONES[status] ?? 'neutral'}>
      <span className="sr-only">{t`Payment:`} </span>
      {labelOf(PAYMENT_STATUS_LABELS, status)}
    </Badge>
  );
}

/** An item's state names (docs/i18n-glossary.md "item: Draft / Published / Archived"). */
export const STATE_LABELS: Record<CatalogState, MessageDescriptor> = {
  draft: msg({ context: 'item state', message: 'Draft' }),
  published: msg({ context: 'item state', message: 'Published' }),
  archived: msg({ context: 'item state', message: 'Archived' }),
};
const STATE_TONES: Record<CatalogState, BadgeTone> = { draft: 'amber', published: 'green', archived: 'neutral' };

/** An item's state as a coloured badge (draft amber, published green, archived grey). */
export function StateBadge({ state }: { state: CatalogState }) {
  return <Badge tone={STATE_TONES[state]}>{i18n._(STATE_LABELS[state])}</Badge>;
}

/**
 * Where an order came from (docs/decisions/128): the checkout (`web`) or a channel staff enter orders
 * from. Brand names stay as they are.
 */
export const CHANNEL_LABELS: Record<OrderChannel, MessageDescriptor> = {
  web: msg({ context: 'order channel', message: 'Web shop' }),
  whatsapp: msg({ context: 'order channel', message: 'WhatsApp' }),
  instagram: msg({ context: 'order channel', message: 'Instagram' }),
  phone: msg({ context: 'order channel', message: 'Phone' }),
  studio: msg({ context: 'order channel', message: 'Studio' }),
};

/** An order's channel as a quiet label ("Channel: WhatsApp" for screen readers). */
export function ChannelBadge({ channel }: { channel: OrderChannel }) {
  return (
    <Badge tone="neutral">
      <span className="sr-only">{t`Channel:`} </span>
      {labelOf(CHANNEL_LABELS, channel)}
    </Badge>
  );
}
