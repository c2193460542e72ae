import { describe, expect, it } from 'vitest';
import { DESK_CAPABILITIES, canDesk } from './admin-desk.js';

describe('part 3 capabilities (issue 16)', () => {
  it('lets staff handle bookings, returns, messages and customers; keeps subscribers and exports for the owner', () => {
    expect([canDesk('staff', 'bookings.manage'), canDesk('staff', 'customers.manage'), canDesk('staff', 'desk.export'), canDesk('admin', 'desk.export'), canDesk('user', 'messages.manage')]).toEqual([true, true, false, true, false]);
    expect(Object.entries(DESK_CAPABILITIES).filter(([, r]) => r === 'admin').map(([c]) => c)).toEqual(['subscribers.read', 'desk.export']);
  });
});
