import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CHECKOUT_MESSAGES,
  MOMO_MESSAGES,
  MOMO_FAILURE_REASONS,
  fromMinor,
  maskedMtnNumber,
  mtnRwandaNumber,
  isUuid,
  momoReasonOf,
  type Actor,
  type MomoFailureReason,
  type MomoPayment,
  type MomoStatusResponse,
} from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { PayLinks } from '../../lib/pay-link.js';
import type { ordersAdminService } from '../orders/orders.admin.service.js';
import { MomoError, type MomoClient, type RequestToPayStatus } from './momo-client.js';
import { momoRepository, type MomoAttemptRow, type MomoOrderRow } from './momo.repository.js';

export type { MomoAttemptRow };

/** An order number as customers see it (ATL-XXXXXX). */
const ORDER_NUMBER = /^ATL-[0-9A-Z]{6}$/;

/** Who recorded a MoMo payment, in the audit log: no staff account, MTN itself. */
const MOMO_ACTOR: Actor = { id: null, name: 'MTN MoMo', email: '' };
/** A pending attempt with no final answer this long after it was made is expired. */
const MOMO_EXPIRY_MS = 60 * 60 * 1000;
/** The longest wait between two checks of one attempt. */
const MAX_BACKOFF_MS = 10 * 60 * 1000;
/** MTN not knowing a reference this long after the call means the request never reached it. */
const UNKNOWN_GRACE_MS = 2 * 60 * 1000;

/** Thrown under the order's lock when another runner settled the attempt first: nothing to do. */
class AlreadySettled extends Error {}

export interface MomoDeps {
  db: Db;
  transaction: RunInTransaction;
  config: Config;
  /** Undefined when the shop has no MTN credentials: every endpoint then answers 404. */
  client: MomoClient | undefined;
  ordersAdmin: Pick<ReturnType<typeof ordersAdminService>, 'recordPayment'>;
  payLinks: PayLinks;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Called after a payment is recorded (the public cache is cleared: artworks become sold). */
  onPaid?: () => void | Promise<void>;
}

/** Who is asking: the signed-in customer, and/or the pay link's key. */
export interface MomoAccess {
  userId?: string;
  key?: string;
}

/**
 * MTN MoMo request-to-pay (docs/decisions/132): starts attempts for the order's owner or the pay
 * link's holder, answers their status, takes MTN's callbacks as hints, and reconciles pending
 * attempts. A final answer is only ever MTN's own (GET requesttopay/{ref}); a success is recorded
 * as an order payment through the back office's code, under the order's row lock, once.
 */
export function momoService(deps: MomoDeps) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const poll = config.MOMO_STATUS_POLL_MS;
  const repo = momoRepository(db);

  /** When to check an attempt next after `checks` checks: the poll interval, doubling, at most 10 minutes. */
  const nextCheck = (checks: number) => new Date(now().getTime() + Math.min(poll * 2 ** checks, MAX_BACKOFF_MS));

  /** An attempt as the caller sees it: its number masked for the pay link's holder (`masked`). */
  function view(a: MomoAttemptRow, masked = false): MomoPayment {
    const reason = a.status === 'failed' && (MOMO_FAILURE_REASONS as readonly string[]).includes(a.reason ?? '') ? (a.reason as MomoFailureReason) : a.status === 'failed' ? 'failed' : undefined;
    return { id: a.id, status: a.status, ...(reason ? { reason, message: MOMO_MESSAGES.reasons[reason] } : {}), amount: fromMinor(a.amountMinor), phone: masked ? maskedMtnNumber(a.phone) : a.phone };
  }

  function client(): MomoClient {
    if (!deps.client) throw notFound(MOMO_MESSAGES.notAvailable);
    return deps.client;
  }

  /** True when the signed-in caller owns the order (else the pay link's key let them in). */
  const isOwner = (access: MomoAccess, o: MomoOrderRow) => Boolean(access.userId && o.userId === access.userId);

  /** The order named by id or number, if the customer owns it or the key is its pay link's; NOT_FOUND alike otherwise. */
  async function orderFor(access: MomoAccess, ref: string): Promise<MomoOrderRow> {
    const number = ref.trim().toUpperCase();
    const which = isUuid(ref) ? { id: ref } : ORDER_NUMBER.test(number) ? { number } : undefined;
    const o = which ? await repo.order(which) : undefined;
    const owner = Boolean(o && isOwner(access, o));
    // The key is checked (in constant time) whatever else is true, so the answer's time tells nothing.
    const keyOk = access.key !== undefined ? await deps.payLinks.matches(o ?? { id: '00000000-0000-0000-0000-000000000000', payKeyNonce: 'none' }, access.key) : false;
    if (!o || !(owner || keyOk)) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
    return o;
  }

  const pendingOf = (orderId: string) => repo.pendingOf(orderId);

  /** Ends a pending attempt without a payment (failed, or successful but not recorded); false when it had already ended. */
  async function finish(a: MomoAttemptRow, status: 'failed' | 'successful', reason: string, financialTransactionId?: string): Promise<boolean> {
    const done = await repo.finish(a.id, { status, reason, financialTransactionId: financialTransactionId ?? null, at: now() });
    if (done) deps.log.info({ attempt: a.id, order: a.orderId, status, reason }, 'momo attempt ended');
    return done;
  }

  /** Records MTN's confirmed success as the order's payment, once: the attempt is re-read under the order's lock. */
  async function recordSuccess(a: MomoAttemptRow, financialTransactionId: string): Promise<void> {
    try {
      await deps.ordersAdmin.recordPayment(
        MOMO_ACTOR,
        a.orderId,
        { method: 'momo_mtn', amount: fromMinor(a.amountMinor), reference: financialTransactionId },
        {
          async before(tx) {
            if ((await momoRepository(tx).statusOf(a.id)) !== 'pending') throw new AlreadySettled();
          },
          async after(tx, paymentId) {
            await momoRepository(tx).finish(a.id, { status: 'successful', reason: null, financialTransactionId, paymentId, at: now() });
          },
        },
      );
      deps.log.info({ attempt: a.id, order: a.orderId }, 'momo payment recorded');
      await deps.onPaid?.();
    } catch (error) {
      if (error instanceof AlreadySettled) return;
      // MTN took the money but the order cannot take it (cancelled, already paid, reference seen):
      // the attempt says so and the owner resolves it.
      if (error instanceof AppError && error.code === 'CONFLICT') {
        await finish(a, 'successful', `not_recorded: ${error.message}`, financialTransactionId);
        return;
      }
      throw error;
    }
  }

  /**
   * Asks MTN for the attempt's status and acts on that answer only: SUCCESSFUL with the attempt's
   * amount and currency records the payment; another amount or currency is not recorded (the owner
   * resolves it); FAILED ends it with the reason; PENDING past an hour expires it.
   */
  async function check(a: MomoAttemptRow): Promise<void> {
    if (a.status !== 'pending') return;
    let answer: RequestToPayStatus;
    try {
      answer = await client().status(a.reference);
    } catch (error) {
      if (error instanceof MomoError && error.kind === 'not_found' && now().getTime() - a.createdAt.getTime() > UNKNOWN_GRACE_MS) {
        await finish(a, 'failed', 'failed');
        return;
      }
      if (now().getTime() - a.createdAt.getTime() > MOMO_EXPIRY_MS) await finish(a, 'failed', 'expired');
      deps.log.warn({ err: error, attempt: a.id }, 'momo status check failed');
      return;
    }
    if (answer.status === 'FAILED') {
      await finish(a, 'failed', momoReasonOf(answer.reason));
    } else if (answer.status === 'SUCCESSFUL') {
      const amountMinor = Math.round(Number(answer.amount) * 100);
      if (amountMinor !== a.amountMinor || answer.currency !== a.currency) {
        deps.log.warn({ attempt: a.id, amount: answer.amount, currency: answer.currency }, 'momo success with another amount or currency: not recorded');
        await finish(a, 'successful', `amount_mismatch: MTN says ${String(answer.amount)} ${String(answer.currency)}`, answer.financialTransactionId);
        return;
      }
      await recordSuccess(a, answer.financialTransactionId || a.reference);
    } else if (now().getTime() - a.createdAt.getTime() > MOMO_EXPIRY_MS) {
      await finish(a, 'failed', 'expired');
    }
  }

  /** Takes one pending attempt that is due, for this runner only (FOR UPDATE SKIP LOCKED), and sets its next check. */
  return {
    /** True when the shop has MTN credentials (the button is shown). */
    enabled: Boolean(deps.client),

    /**
     * POST /api/orders/{id or number}/momo: asks MTN to charge `phone` (E.164, an MTN Rwanda number;
     * without it, the order's own number, BAD_REQUEST phoneInvalid when that is not MTN's) what is due,
     * in whole RWF. The pay link's holder sees the number masked. The attempt, with its X-Reference-Id, is stored before MTN is called.
     * NOT_FOUND for an order the caller may not pay (or no MoMo here); CONFLICT when nothing is due,
     * and (with the pending attempt) while one is pending; BAD_REQUEST when MTN refuses the request.
     * A timeout or MTN error leaves the attempt pending for the reconciler (the request may have reached MTN).
     */
    async start(access: MomoAccess, orderRef: string, chosen: string | undefined): Promise<MomoPayment> {
      const momo = client();
      const o = await orderFor(access, orderRef);
      const masked = !isOwner(access, o);
      const phone = chosen ?? mtnRwandaNumber(o.customerPhone);
      if (!phone) throw new AppError('BAD_REQUEST', MOMO_MESSAGES.phoneInvalid);
      const dueMinor = o.status === 'cancelled' ? 0 : Math.max(0, o.totalMinor - o.amountPaidMinor);
      // MTN takes whole francs: what is due, rounded down (a fraction stays due for another payment).
      const amountMinor = Math.floor(dueMinor / 100) * 100;
      if (amountMinor <= 0) throw new AppError('CONFLICT', MOMO_MESSAGES.nothingDue);
      const pendingConflict = (a: MomoAttemptRow) => new AppError('CONFLICT', MOMO_MESSAGES.pending, { extra: { payment: view(a, masked) } });
      const open = await pendingOf(o.id);
      if (open) throw pendingConflict(open);
      const reference = randomUUID();
      let a: MomoAttemptRow;
      try {
        a = await repo.insert({ orderId: o.id, reference, phone, amountMinor, currency: config.MOMO_CURRENCY, nextCheckAt: nextCheck(0) });
      } catch (error) {
        if (!isUniqueViolation(error, 'momo_attempts_one_pending')) throw error;
        const raced = await pendingOf(o.id);
        if (raced) throw pendingConflict(raced);
        throw error;
      }
      try {
        await momo.requestToPay({
          referenceId: reference,
          amount: String(amountMinor / 100),
          currency: config.MOMO_CURRENCY,
          externalId: o.orderNumber,
          partyId: phone.replace(/^\+/, ''),
          payerMessage: `Order ${o.orderNumber}`,
          payeeNote: `Order ${o.orderNumber}`,
          callbackUrl: `${config.momoCallbackUrl}?ref=${reference}`,
        });
      } catch (error) {
        if (error instanceof MomoError && error.kind === 'refused') {
          await finish(a, 'failed', 'failed');
          deps.log.warn({ err: error, attempt: a.id }, 'momo request refused');
          throw new AppError('BAD_REQUEST', MOMO_MESSAGES.mtnRefused);
        }
        deps.log.warn({ err: error, attempt: a.id }, 'momo request not confirmed: left to the reconciler');
      }
      return view(a, masked);
    },

    /** GET /api/orders/{id or number}/momo/{payment id}: the attempt and the order's payment status; NOT_FOUND as for start. */
    async get(access: MomoAccess, orderRef: string, paymentId: string): Promise<MomoStatusResponse> {
      client();
      const o = await orderFor(access, orderRef);
      const a = isUuid(paymentId) ? await repo.byId(o.id, paymentId) : undefined;
      if (!a) throw notFound(MOMO_MESSAGES.paymentNotFound);
      return { ...view(a, !isOwner(access, o)), payment_status: (await repo.paymentStatus(o.id)) ?? o.paymentStatus };
    },

    /**
     * PUT/POST /api/payments/momo/callback: a hint that an attempt settled. The attempt is found by
     * `ref` (in the URL the server gave MTN), the body's `referenceId`, else the pending attempt of
     * the body's `externalId` (order number); each is checked with MTN. Never throws: MTN retries
     * anything but 200.
     */
    async callback(ref: string | undefined, body: { referenceId?: string; externalId?: string }): Promise<void> {
      if (!deps.client) return;
      try {
        const refs = [ref, body.referenceId].filter((r): r is string => Boolean(r && isUuid(r)));
        const found: MomoAttemptRow[] = [];
        for (const r of refs) {
          const a = await repo.byReference(r);
          if (a) found.push(a);
        }
        if (!found.length && body.externalId && ORDER_NUMBER.test(body.externalId.toUpperCase())) {
          found.push(...(await repo.pendingOfNumber(body.externalId.toUpperCase())));
        }
        for (const a of found) await check(a);
      } catch (error) {
        deps.log.warn({ err: error }, 'momo callback not handled');
      }
    },

    /**
     * One pass of the reconciler: checks every pending attempt that is due (first MOMO_STATUS_POLL_MS
     * after it was made, then backing off), each claimed by one runner across instances. Returns how
     * many were checked.
     */
    async reconcile(max = 50): Promise<number> {
      if (!deps.client) return 0;
      let n = 0;
      for (; n < max; n++) {
        const a = await repo.claimDue(now(), poll, MAX_BACKOFF_MS);
        if (!a) break;
        await check(a).catch((error: unknown) => deps.log.warn({ err: error, attempt: a.id }, 'momo reconcile failed'));
      }
      return n;
    },

    /** The order's attempts, newest first (the back office). */
    async attemptsOf(orderId: string): Promise<MomoAttemptRow[]> {
      return repo.ofOrder(orderId);
    },
  };
}
export type MomoService = ReturnType<typeof momoService>;
