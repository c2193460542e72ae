import { describe, expect, it } from 'vitest';
import { OPEN_ORDER_STATUSES, ORDER_STATUSES, canTransition, derivePaymentStatus, isPaid, paymentSummary } from './order-status.js';

describe('order lifecycle (spec 02 §4, docs/decisions/100)', () => {
  it('allows exactly pending → processing → ready → completed, and cancelling from every open state', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(['pending→cancelled', 'pending→processing', 'processing→cancelled', 'processing→ready', 'ready→cancelled', 'ready→completed']);
    expect(OPEN_ORDER_STATUSES).toEqual(['pending', 'processing', 'ready']);
  });

  it('stamps PAID only for a paid order', () => {
    expect([isPaid('paid'), isPaid('partially_paid'), isPaid('pending'), isPaid(null)]).toEqual([true, false, false, false]);
  });
});

describe('derivePaymentStatus (docs/decisions/100)', () => {
  it.each([
    ['nothing paid', 10000, [], [], 'pending'],
    ['a deposit', 10000, [{ amount: 4000 }], [], 'partially_paid'],
    ['two payments reaching the total', 10000, [{ amount: 4000 }, { amount: 6000 }], [], 'paid'],
    ['a voided payment does not count', 10000, [{ amount: 10000, voided: true }, { amount: 3000 }], [], 'partially_paid'],
    ['only voided payments', 10000, [{ amount: 10000, voided: true }], [], 'pending'],
    ['part refunded', 10000, [{ amount: 10000 }], [{ amount: 2500 }], 'partially_refunded'],
    ['refunded in full', 10000, [{ amount: 10000 }], [{ amount: 4000 }, { amount: 6000 }], 'refunded'],
    ['a refunded deposit', 10000, [{ amount: 3000 }], [{ amount: 3000 }], 'refunded'],
    ['a free order', 0, [], [], 'paid'],
  ] as const)('%s → %s', (_name, total, payments, refunds, expected) => {
    expect(derivePaymentStatus(total, payments, refunds)).toBe(expected);
  });

  it('sums paid, refunded and due; refunds never make a new debt', () => {
    expect(paymentSummary(10000, [{ amount: 4000 }, { amount: 9000, voided: true }], [])).toEqual({ amount_paid: 4000, amount_refunded: 0, amount_due: 6000, payment_status: 'partially_paid' });
    expect(paymentSummary(10000, [{ amount: 10000 }], [{ amount: 10000 }])).toEqual({ amount_paid: 10000, amount_refunded: 10000, amount_due: 0, payment_status: 'refunded' });
  });
});
