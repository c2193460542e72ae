import { ACCOUNT_MESSAGES, isUuid, type Address, type ChangePasswordBody, type CreateAddressBody, type LoginHistoryEntry, type UpdateProfileBody, type User } from '@atelier/contracts';
import type { z } from 'zod';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashSecret, verifySecret } from '../../lib/crypto.js';
import type { ImageStore } from '../../lib/images.js';
import { accountsRepository, type AddressRow, type LoginRow } from './accounts.repository.js';
import { toUser, type AccountsService } from './accounts.service.js';

export interface ProfileDeps {
  db: Db;
  transaction: RunInTransaction;
  images: ImageStore;
  accounts: AccountsService;
}

function toAddress(a: AddressRow): Address {
  return {
    id: a.id,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone: a.phone,
    street_address: a.streetAddress,
    street_address2: a.streetAddress2,
    country: a.country,
    province: a.province,
    zip_code: a.zipCode,
    city: a.city,
    created_at: a.createdAt.toISOString(),
  };
}

function toLogin(l: LoginRow): LoginHistoryEntry {
  return {
    id: l.id,
    success: l.success,
    login_method: l.loginMethod,
    login_time: l.createdAt.toISOString(),
    ip_address: l.ipAddress,
    user_agent: l.userAgent,
    failure_reason: l.failureReason,
  };
}

/** The signed-in customer's own account: profile, password, deletion, addresses, login history (docs/decisions/010). */
export function profileService(deps: ProfileDeps) {
  const repo = accountsRepository(deps.db);

  async function ownUser(userId: string) {
    const user = await repo.findUserById(userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    /**
     * Changes only the fields given (spec 01 §7 PUT /api/users/{id}); `role`, `status` and
     * `password` are ignored; `language` (en | rw | fr, docs/decisions/110) sets the language of the account's
     * e-mails and messages. A new e-mail is kept pending and gets a code; login keeps the old one
     * until it is verified. A new picture replaces the old one. Throws NOT_FOUND for another user's
     * id, CONFLICT for an e-mail in use, UNSUPPORTED_MEDIA for a picture that is not an image.
     */
    async update(callerId: string, targetId: string, body: UpdateProfileBody, picture?: Buffer): Promise<{ user: User; pendingEmail: string | null }> {
      if (callerId !== targetId) throw notFound('User not found');
      const user = await ownUser(callerId);
      const changes: Partial<typeof user> = {};
      if (body.name && body.name !== user.name) changes.name = body.name;
      if (body.phone && body.phone !== user.phone) changes.phone = body.phone;
      if (body.language && body.language !== user.language) changes.language = body.language;
      let newEmail: string | null = null;
      if (body.email && body.email !== user.email) {
        if (await repo.isEmailTaken(body.email, user.id)) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
        newEmail = body.email;
        changes.pendingEmail = newEmail;
      }
      if (picture) changes.profileImage = await deps.images.save(picture, 'profileImage');
      // Stored before the row names it; removed again when the row is not written (decision 114).
      const updated = Object.keys(changes).length
        ? await repo.updateUser(user.id, changes).catch(async (err: unknown) => {
            if (changes.profileImage) await deps.images.remove(changes.profileImage);
            throw err;
          })
        : user;
      if (picture && user.profileImage) await deps.images.remove(user.profileImage);
      if (newEmail) await deps.accounts.sendEmailChangeCode(newEmail, updated!.name, updated!.language);
      return { user: toUser(updated!), pendingEmail: updated!.pendingEmail };
    },

    /**
     * Sets a new password after checking the current one (spec 01 §7 change-password) and revokes
     * every other session; the account's address is told (docs/decisions/123). Throws BAD_REQUEST
     * when the current password is wrong.
     */
    async changePassword(userId: string, sessionId: string, body: ChangePasswordBody): Promise<void> {
      const user = await ownUser(userId);
      if (!(await verifySecret(user.passwordHash, body.currentPassword))) throw new AppError('BAD_REQUEST', 'Current password is incorrect');
      const passwordHash = await hashSecret(body.newPassword);
      const at = new Date();
      await deps.transaction(async (tx) => {
        const r = accountsRepository(tx);
        await r.updateUser(userId, { passwordHash, lastPasswordChange: at });
        await r.revokeUserSessions(userId, sessionId);
      });
      await deps.accounts.notifyPasswordChanged(user, at);
    },

    /**
     * Deletes the account (spec 01 §7 DELETE /api/users/account): personal data goes (the user row
     * with sessions, cart, wishlist, ratings, addresses and login history; codes and mails to the
     * address; the picture); orders and returns stay, anonymised, for the shop's books. Then the
     * address is told (docs/decisions/123): that notice is the one mail kept for it.
     */
    async deleteAccount(userId: string): Promise<void> {
      const user = await ownUser(userId);
      await deps.transaction(async (tx) => {
        const r = accountsRepository(tx);
        await r.anonymiseOrders(userId);
        await r.deleteUser(userId);
        await r.forgetAddresses([user.email, ...(user.pendingEmail ? [user.pendingEmail] : [])]);
      });
      await deps.accounts.notifyAccountDeleted(user, new Date());
      if (user.profileImage) await deps.images.remove(user.profileImage);
    },

    async listAddresses(userId: string): Promise<Address[]> {
      return (await repo.listAddresses(userId)).map(toAddress);
    },
    /** Saves an address (spec 02 §5 address rules). */
    async addAddress(userId: string, body: z.output<typeof CreateAddressBody>): Promise<Address> {
      const row = await repo.insertAddress({
        userId,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone,
        streetAddress: body.street_address,
        streetAddress2: body.street_address2,
        country: body.country,
        province: body.province,
        zipCode: body.zip_code,
        city: body.city,
      });
      return toAddress(row);
    },
    /** Deletes one of the customer's addresses. Throws NOT_FOUND for others' or unknown ids. */
    async deleteAddress(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteAddress(userId, id))) throw notFound('Address not found');
    },

    /** Login attempts of the customer, newest first (spec 02 §3 Login history entry). */
    async loginHistory(userId: string, page: number, limit: number) {
      const { rows, total } = await repo.listLogins(userId, limit, (page - 1) * limit);
      return { logins: rows.map(toLogin), pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
    },
    /** totalLogins (successful), monthlyLogins (this calendar month, UTC) and lastLogin. */
    async loginStats(userId: string) {
      const now = new Date();
      const s = await repo.loginStats(userId, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
      return { totalLogins: s.total, monthlyLogins: s.monthly, lastLogin: s.last?.toISOString() ?? null };
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
