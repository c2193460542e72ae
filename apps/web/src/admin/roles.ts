import type { User } from '@atelier/contracts';

/** Roles (docs/decisions/100): `user` is a customer, `staff` runs orders and payments, `admin` is the owner. */
export type AdminRole = 'staff' | 'admin';

/** The back-office role of a signed-in account, or null for a customer. */
export function adminRole(user: Pick<User, 'role'> | null): AdminRole | null {
  const role = user?.role as string | undefined;
  return role === 'admin' || role === 'staff' ? role : null;
}

/** True for the owner (`admin`): prices, staff, voids, refunds, exports and the audit log. */
export const isOwner = (user: Pick<User, 'role'> | null) => adminRole(user) === 'admin';
