import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ack, StaffInviteAcceptBody, StaffInviteInfoResponse, StaffInviteTokenParams } from '@atelier/contracts';
import type { StaffService } from './staff.service.js';

/**
 * The public side of a staff invitation: the link is the proof, so no sign-in. Rate
 * limited like the other account forms.
 */
export async function staffInviteRoutes(app: FastifyInstance, opts: { staff: StaffService; rateLimit: { max: number; timeWindow: number } }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: opts.rateLimit };
  r.get(
    '/staff-invites/:token',
    { config, schema: { tags: ['accounts'], summary: 'Whose invitation a link is', params: StaffInviteTokenParams, response: { 200: StaffInviteInfoResponse } } },
    async (req) => ({
      success: true as const,
      ...(await opts.staff.inviteInfo(req.params.token)),
    }),
  );
  r.post(
    '/staff-invites/accept',
    { config: { ...config, publicCache: 'keep' }, schema: { tags: ['accounts'], summary: 'Accept a staff invitation: set name and password', body: StaffInviteAcceptBody, response: { 200: Ack } } },
    async (req) => {
      const { promotedExisting } = await opts.staff.accept(req.body.token, req.body.name, req.body.password);
      return { success: true, message: promotedExisting ? 'You are on the staff. Sign in with your existing password.' : 'Welcome to the team. You can now sign in.' };
    },
  );
}
