import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateReturnBody, RETURN_MESSAGES, ReturnResponse, ReturnsResponse } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import type { ReturnsService } from './returns.service.js';

/** Returns routes (spec 02 §7: GET /api/returns/me, POST /api/returns), signed-in only. */
export async function returnsRoutes(app: FastifyInstance, opts: { returns: ReturnsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };
  const schema = { tags: ['returns'], security: [{ bearer: [] }] };
  r.get('/returns/me', { ...auth, schema: { ...schema, response: { 200: ReturnsResponse } } }, async (req) => ({
    success: true as const,
    items: await opts.returns.mine(currentUser(req).id),
  }));
  r.post('/returns', { ...auth, config: { publicCache: 'keep' }, schema: { ...schema, body: CreateReturnBody, response: { 201: ReturnResponse } } }, async (req, reply) =>
    reply.code(201).send({ success: true, message: RETURN_MESSAGES.created, item: await opts.returns.create(currentUser(req).id, req.body) }),
  );
}
