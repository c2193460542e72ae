import { describe, expect, it } from 'vitest';
import { AdminReturnStatusBody, OPEN_RETURN_STATUSES, RETURN_TRANSITIONS } from './admin.js';
import { RETURN_STATUSES } from './public.js';

describe('return transitions', () => {
  it('goes requested → approved|declined → received → refunded|exchanged', () => {
    expect(Object.keys(RETURN_TRANSITIONS).sort()).toEqual([...RETURN_STATUSES].sort());
    expect(RETURN_TRANSITIONS.requested).toEqual(['approved', 'declined']);
    expect(RETURN_TRANSITIONS.received).toEqual(['refunded', 'exchanged']);
    for (const done of ['declined', 'refunded', 'exchanged'] as const) expect(RETURN_TRANSITIONS[done]).toEqual([]);
    // Open means a status some move still leaves.
    expect([...OPEN_RETURN_STATUSES].sort()).toEqual(RETURN_STATUSES.filter((s) => RETURN_TRANSITIONS[s].length > 0).sort());
  });
  it('needs a message to decline', () => {
    expect(AdminReturnStatusBody.safeParse({ status: 'declined' }).success).toBe(false);
    expect(AdminReturnStatusBody.safeParse({ status: 'declined', message: 'Custom item' }).success).toBe(true);
    expect(AdminReturnStatusBody.safeParse({ status: 'approved' }).success).toBe(true);
  });
});
