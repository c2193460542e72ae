import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@atelier/contracts';

/**
 * The payment methods' names in the back office (contracts' PAYMENT_METHOD_LABELS, translatable:
 * brand names stay as they are). Read with `labelOf` / `labelsIn` (components/badges).
 */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  momo_mtn: msg({ context: 'payment method', message: 'MTN MoMo' }),
  airtel_money: msg({ context: 'payment method', message: 'Airtel Money' }),
  cash: msg({ context: 'payment method', message: 'Cash' }),
  bank_transfer: msg({ context: 'payment method', message: 'Bank transfer' }),
};
