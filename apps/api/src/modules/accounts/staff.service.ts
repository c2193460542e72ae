import { ADMIN_MESSAGES, STAFF_INVITE_TTL_MS, isUuid, type Actor, type StaffInvite, type StaffInviteResponse, type StaffMember } from '@atelier/contracts';
import type { Config } from '../../config.js';
import type { Db, RunInTransaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashSecret, newToken, sha256 } from '../../lib/crypto.js';
import { staffInviteMail, staffPromotedMail } from '../../lib/email-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import { auditRepository } from '../audit/audit.repository.js';
import { staffRepository, type InviteRow, type StaffUserRow as UserRow } from './staff.repository.js';

const toMember = (u: UserRow): StaffMember => ({ id: u.id, name: u.name, email: u.email, role: u.role === 'admin' ? 'admin' : 'staff', created_at: u.createdAt.toISOString() });
const toInvite = (i: InviteRow, inviter: { id: string; name: string; email: string } | null): StaffInvite => ({
  id: i.id,
  email: i.email,
  name: i.name,
  invited_at: i.createdAt.toISOString(),
  expires_at: i.expiresAt.toISOString(),
  invited_by: inviter,
});
/** What the audit log keeps of a member. */
const memberState = (u: Pick<UserRow, 'id' | 'email' | 'role'>) => ({ id: u.id, email: u.email, role: u.role });

/**
 * Staff (docs/decisions/100): the owner invites people by e-mail (an existing account is promoted at
 * once; anyone else gets a link to set a password), lists and removes them. Every change is audited
 * in its transaction. Removing a member makes them a customer again: their next request is refused,
 * since the role is read with the session on every request.
 */
export function staffService(deps: { db: Db; transaction: RunInTransaction; mailer: Mailer; config: Config; brand: () => Promise<string>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const repo = staffRepository(deps.db);

  async function findInvite(token: string): Promise<InviteRow> {
    const row = await repo.liveInviteByTokenHash(sha256(token), now());
    if (!row) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.inviteInvalid);
    return row;
  }

  return {
    /** GET /api/admin/staff: the owner(s) and staff, then the invitations still open. */
    async list(): Promise<{ members: StaffMember[]; invites: StaffInvite[] }> {
      const [members, invites] = await Promise.all([repo.members(), repo.liveInvites(now())]);
      return {
        members: members.map(toMember),
        invites: invites.map((r) => toInvite(r.invite, r.inviter?.id ? { id: r.inviter.id, name: r.inviter.name ?? '', email: r.inviter.email ?? '' } : null)),
      };
    },

    /**
     * POST /api/admin/staff: promotes the account with this e-mail to staff, or e-mails an
     * invitation (a new one replaces any open one for the address). CONFLICT for someone already
     * on the staff or the owner.
     */
    async invite(actor: Actor, email: string, name = ''): Promise<StaffInviteResponse> {
      const brand = await deps.brand();
      const existing = await repo.userByEmail(email);
      if (existing) {
        if (existing.role !== 'user') throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyStaff);
        const member = await deps.transaction(async (tx) => {
          const row = await staffRepository(tx).changeRole(existing.id, 'user', 'staff');
          if (!row) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyStaff);
          await auditRepository(tx).record({ actor, action: 'staff.promoted', entity: 'user', entityId: row.id, before: memberState(existing), after: memberState(row) });
          return row;
        });
        await deps.mailer.send({ to: member.email, kind: 'staff_promoted', ...staffPromotedMail({ brand, publicUrl: deps.config.publicUrl, inviter: actor.name }) });
        return { success: true, outcome: 'promoted', member: toMember(member) };
      }
      const token = newToken();
      const invite = await deps.transaction(async (tx) => {
        const r = staffRepository(tx);
        await r.revokeOpenInvites(email, now());
        const row = await r.insertInvite({ email, name, tokenHash: sha256(token), invitedBy: actor.id, expiresAt: new Date(now().getTime() + STAFF_INVITE_TTL_MS) });
        await auditRepository(tx).record({ actor, action: 'staff.invited', entity: 'staff_invite', entityId: row.id, after: { email, name } });
        return row;
      });
      const link = `${deps.config.publicUrl}/admin/invite?token=${encodeURIComponent(token)}`;
      await deps.mailer.send({
        to: email,
        kind: 'staff_invite',
        ...staffInviteMail({ brand, publicUrl: deps.config.publicUrl, inviter: actor.name, link, days: Math.round(STAFF_INVITE_TTL_MS / 86_400_000) }),
      });
      return { success: true, outcome: 'invited', invite: toInvite(invite, actor.id ? { id: actor.id, name: actor.name, email: actor.email } : null) };
    },

    /** DELETE /api/admin/staff/{id}: a staff member becomes a customer again. CONFLICT for the owner. */
    async remove(actor: Actor, id: string): Promise<void> {
      await deps.transaction(async (tx) => {
        const r = staffRepository(tx);
        const u = isUuid(id) ? await r.lockUser(id) : undefined;
        if (!u || u.role === 'user') throw notFound(ADMIN_MESSAGES.staffNotFound);
        if (u.role === 'admin') throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotRemoveOwner);
        const after = await r.changeRole(u.id, 'staff', 'user');
        await auditRepository(tx).record({ actor, action: 'staff.removed', entity: 'user', entityId: u.id, before: memberState(u), after: memberState(after!) });
      });
    },

    /** DELETE /api/admin/staff/invites/{id}: the link stops working. */
    async revokeInvite(actor: Actor, id: string): Promise<void> {
      await deps.transaction(async (tx) => {
        const row = isUuid(id) ? await staffRepository(tx).revokeInvite(id, now()) : undefined;
        if (!row) throw notFound(ADMIN_MESSAGES.inviteNotFound);
        await auditRepository(tx).record({ actor, action: 'staff.invite_revoked', entity: 'staff_invite', entityId: row.id, before: { email: row.email } });
      });
    },

    /** GET /api/staff-invites/{token}: whose invitation this is (BAD_REQUEST when invalid or expired). */
    async inviteInfo(token: string): Promise<{ email: string; name: string; expires_at: string }> {
      const i = await findInvite(token);
      return { email: i.email, name: i.name, expires_at: i.expiresAt.toISOString() };
    },

    /**
     * POST /api/staff-invites/accept: creates the staff account (its e-mail is verified by the link)
     * with the chosen name and password. An account made meanwhile with that address is promoted
     * instead, its password unchanged. The link works once.
     */
    async accept(token: string, name: string, password: string): Promise<{ promotedExisting: boolean }> {
      const invite = await findInvite(token);
      const passwordHash = await hashSecret(password);
      return deps.transaction(async (tx) => {
        const r = staffRepository(tx);
        const claimed = await r.claimInvite(invite.id, now());
        if (!claimed) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.inviteInvalid);
        const actor = { id: null, name, email: invite.email };
        const created = await r.insertUser({ name, email: invite.email, phone: '', passwordHash, role: 'staff', emailVerifiedAt: now(), lastPasswordChange: now() });
        if (created) {
          await auditRepository(tx).record({ actor: { ...actor, id: created.id }, action: 'staff.invite_accepted', entity: 'user', entityId: created.id, after: memberState(created) });
          return { promotedExisting: false };
        }
        const u = await r.promoteCustomerByEmail(invite.email);
        if (u)
          await auditRepository(tx).record({
            actor: { ...actor, id: u.id },
            action: 'staff.invite_accepted',
            entity: 'user',
            entityId: u.id,
            before: { ...memberState(u), role: 'user' },
            after: memberState(u),
          });
        return { promotedExisting: true };
      });
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
