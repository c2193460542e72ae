import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_TRANSITIONS, canTransition, isPaid } from './order-status.js';

describe('order lifecycle (issue 5, spec 02 §4)', () => {
  it('allows exactly pending → processing → completed, and cancelling while pending or processing', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(['pending→cancelled', 'pending→processing', 'processing→cancelled', 'processing→completed']);
  });

  it('moves payment from pending to paid, never back', () => {
    expect(PAYMENT_TRANSITIONS.pending).toEqual(['paid']);
    expect(PAYMENT_TRANSITIONS.paid).not.toContain('pending');
    expect([isPaid('paid'), isPaid('pending'), isPaid(null)]).toEqual([true, false, false]);
  });
});
