import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n';

/*
 * The spec's service choices and button labels (spec 02 §2 Services page, Booking page), each with its
 * translatable twin. The English value is what the services call answers and what a booking sends
 * and stores (the API checks a location against the service's list), so only the label a person
 * reads is translated (docs/decisions/120). An owner's own choice or label (not in this list) is
 * shown as it is.
 */
const CHOICE_LABELS = new Map<string, MessageDescriptor>([
  ['Main Branch', msg({ message: 'Main Branch', context: 'studio location' })],
  ['City Center', msg({ message: 'City Center', context: 'studio location' })],
  ['East Wing', msg({ message: 'East Wing', context: 'studio location' })],
  ['Art Studio', msg({ message: 'Art Studio', context: 'session type' })],
  ['Creative Hub', msg({ message: 'Creative Hub', context: 'session type' })],
  ['Workshop Center', msg({ message: 'Workshop Center', context: 'session type' })],
  ['Modern dance', msg({ message: 'Modern dance', context: 'dance style' })],
  ['Traditional dance', msg({ message: 'Traditional dance', context: 'dance style' })],
  ['BUY NOW', msg`BUY NOW`],
  ['BOOK NOW', msg`BOOK NOW`],
  ['ORDER NOW', msg`ORDER NOW`],
  ['SHOP NOW', msg`SHOP NOW`],
]);

/** A service's location, session type, dance style or button label in the active language; any other text as it is. */
export function choiceLabel(value: string): string {
  const descriptor = CHOICE_LABELS.get(value);
  return descriptor ? i18n._(descriptor) : value;
}

/** The English values that have a label (for tests). */
export const choiceValues = (): string[] => [...CHOICE_LABELS.keys()];
