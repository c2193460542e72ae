import { z } from 'zod';
import { toE164 } from '../domain/phone-number.js';

/**
 * MTN MoMo request-to-pay (docs/decisions/132-momo-request-to-pay.md): the customer enters an MTN
 * Rwanda number, approves the prompt on the phone, and the order is paid with nobody at the desk.
 * Amounts on this wire are whole RWF; attempts are stored in hundredths (`*_minor`).
 */

/** An attempt's state as the customer sees it. */
const MOMO_STATUSES = ['pending', 'successful', 'failed'] as const;

/**
 * Why an attempt failed, from MTN's answer: `not_enough_funds` (NOT_ENOUGH_FUNDS), `payer_not_found`
 * (PAYER_NOT_FOUND: the number has no MoMo wallet), `rejected` (APPROVAL_REJECTED: the customer
 * declined), `expired` (EXPIRED, or no answer within an hour), `failed` (anything else).
 */
export const MOMO_FAILURE_REASONS = ['not_enough_funds', 'payer_not_found', 'rejected', 'expired', 'failed'] as const;
export type MomoFailureReason = (typeof MOMO_FAILURE_REASONS)[number];

/** MTN's reason codes (its API's `reason`), mapped to ours; anything not listed is `failed`. */
const MTN_REASON_CODES: Readonly<Record<string, MomoFailureReason>> = {
  NOT_ENOUGH_FUNDS: 'not_enough_funds',
  PAYER_LIMIT_REACHED: 'not_enough_funds',
  PAYER_NOT_FOUND: 'payer_not_found',
  PAYEE_NOT_FOUND: 'failed',
  APPROVAL_REJECTED: 'rejected',
  EXPIRED: 'expired',
  TRANSACTION_CANCELED: 'rejected',
};

/** MTN's reason (a string or `{ code }`) as one of ours. */
export function momoReasonOf(reason: unknown): MomoFailureReason {
  const code = typeof reason === 'string' ? reason : reason && typeof reason === 'object' && 'code' in reason ? String((reason as { code: unknown }).code) : '';
  return MTN_REASON_CODES[code.toUpperCase()] ?? 'failed';
}

/** The customer's messages (English keys; rw/fr in the server catalog and the web's Lingui catalogs). */
export const MOMO_MESSAGES = {
  phoneInvalid: 'Enter an MTN Rwanda number (078 or 079)',
  notAvailable: 'MTN MoMo payments are not available in this shop',
  nothingDue: 'Nothing is due on this order',
  pending: 'A MoMo payment request for this order is already waiting for approval',
  paymentNotFound: 'Payment not found',
  mtnRefused: 'MTN MoMo refused this request: check the number and try again',
  mtnUnavailable: 'MTN MoMo is not answering. Try again in a minute, or pay with the MoMo code.',
  reasons: {
    not_enough_funds: 'Not enough money on this MoMo account',
    payer_not_found: 'This number is not registered for MTN MoMo',
    rejected: 'The payment was declined on the phone',
    expired: 'The approval timed out',
    failed: 'The payment did not go through',
  } satisfies Record<MomoFailureReason, string>,
} as const;

/** An MTN Rwanda mobile number in E.164 (+25078…, +25079…), or null. */
export function mtnRwandaNumber(raw: string): string | null {
  const e164 = toE164(raw.trim(), 'RW');
  return e164 && /^\+2507[89]\d{7}$/.test(e164) ? e164 : null;
}

/**
 * An MTN Rwanda number as the pay page shows it to whoever holds the link (decision 129 keeps the
 * customer's number off that page): the network prefix and the last two digits, "078 ••• ••67".
 */
export function maskedMtnNumber(e164: string): string {
  const local = `0${e164.replace(/^\+250/, '')}`;
  return `${local.slice(0, 3)} ••• ••${local.slice(-2)}`;
}

/**
 * POST /api/orders/{id or number}/momo: the number to charge (any spelling of an MTN Rwanda number);
 * without one, the order's own number when it is an MTN Rwanda number (the pay page offers it masked).
 */
export const MomoPayBody = z.object({
  phone: z
    .string({ error: MOMO_MESSAGES.phoneInvalid })
    .max(40, MOMO_MESSAGES.phoneInvalid)
    .transform((v, ctx) => {
      const n = mtnRwandaNumber(v);
      if (!n) {
        ctx.addIssue({ code: 'custom', message: MOMO_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return n;
    })
    .optional(),
});
export type MomoPayBody = z.infer<typeof MomoPayBody>;

/** The order (its id or its number) in the path. */
export const MomoOrderParams = z.object({ orderRef: z.string().max(60) });
export const MomoPaymentParams = MomoOrderParams.extend({ paymentId: z.string().max(60) });
/** The pay link's key, for a customer who is not signed in. */
export const MomoKeyQuery = z.object({ key: z.string().max(200).optional() });

/** One attempt as the customer sees it; `amount` in whole RWF. */
export const MomoPayment = z.object({
  id: z.string(),
  status: z.enum(MOMO_STATUSES),
  reason: z.enum(MOMO_FAILURE_REASONS).optional(),
  /** The reason in the request's language. */
  message: z.string().optional(),
  amount: z.number(),
  /** The number charged: in full for the order's owner, masked ("078 ••• ••67") for the pay link's holder. */
  phone: z.string(),
});
export type MomoPayment = z.infer<typeof MomoPayment>;

/** 202 for a new request; 409 (`success: false`) carries the one still pending. */
export const MomoPayResponse = z.object({ success: z.literal(true), payment: MomoPayment });
/** The error envelope (`error`, `code`) of a 409; `payment` is the attempt still pending when that is why. */
export const MomoPendingConflict = z.object({ error: z.string(), code: z.string(), payment: MomoPayment.optional() });
/** GET …/momo/{payment id}: the attempt's status, and the order's payment status. */
export const MomoStatusResponse = MomoPayment.extend({ payment_status: z.string() });
export type MomoStatusResponse = z.infer<typeof MomoStatusResponse>;

/**
 * MTN's callback (PUT or POST to X-Callback-Url): MTN's request-to-pay body. Only a hint: the server
 * asks MTN for the status itself. Which attempt is named by `?ref=` (the server puts it in the URL it
 * gives MTN), a `referenceId` in the body, else the `externalId` (the order number).
 */
export const MomoCallbackBody = z.looseObject({
  referenceId: z.string().max(100).optional(),
  externalId: z.string().max(100).optional(),
  status: z.string().max(40).optional(),
  financialTransactionId: z.string().max(100).optional(),
});
export const MomoCallbackQuery = z.object({ ref: z.string().max(100).optional() });
/** Whether this shop takes MTN MoMo request-to-pay (GET /api/payments/momo). */
export const MomoAvailability = z.object({ enabled: z.boolean() });
