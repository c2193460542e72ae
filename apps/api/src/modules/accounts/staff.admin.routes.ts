import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ack, AdminIdParams, StaffInviteBody, StaffInviteResponse, StaffListResponse } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import type { StaffService } from './staff.service.js';

/** /api/admin/staff (owner only, docs/decisions/100): list, invite or promote, remove; audited. */
export async function staffAdminRoutes(app: FastifyInstance, opts: { staff: StaffService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearer: [] }] };
  const owner = { role: 'admin' as const };

  r.get('/staff', { config: owner, schema: { ...base, summary: 'Staff and open invitations (owner)', response: { 200: StaffListResponse } } }, async () => ({
    success: true as const,
    ...(await opts.staff.list()),
  }));

  r.post(
    '/staff',
    {
      config: { ...owner, publicCache: 'keep' },
      schema: { ...base, summary: 'Invite by e-mail, or promote an existing account (owner)', body: StaffInviteBody, response: { 201: StaffInviteResponse } },
    },
    async (req, reply) => reply.code(201).send(await opts.staff.invite(actorOf(currentUser(req)), req.body.email, req.body.name ?? '')),
  );

  r.delete(
    '/staff/:id',
    { config: { ...owner, publicCache: 'keep' }, schema: { ...base, summary: 'Remove a staff member (they become a customer)', params: AdminIdParams, response: { 200: Ack } } },
    async (req) => {
      await opts.staff.remove(actorOf(currentUser(req)), req.params.id);
      return { success: true, message: 'Removed from the staff' };
    },
  );

  r.delete('/staff/invites/:id', { config: { ...owner, publicCache: 'keep' }, schema: { ...base, summary: 'Cancel an invitation', params: AdminIdParams, response: { 200: Ack } } }, async (req) => {
    await opts.staff.revokeInvite(actorOf(currentUser(req)), req.params.id);
    return { success: true, message: 'Invitation cancelled' };
  });
}
