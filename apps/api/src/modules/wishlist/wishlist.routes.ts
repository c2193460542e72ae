import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddToWishlistBody, IntIdParams, Wishlist, WISHLIST_MESSAGES } from '@atelier/contracts';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import type { WishlistService } from './wishlist.service.js';

const WishlistChange = Wishlist.extend({ success: z.literal(true), message: z.string() });

/** Wishlist routes (spec 02 §7), signed-in only, under /api. */
export async function wishlistRoutes(app: FastifyInstance, opts: { wishlist: WishlistService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { wishlist } = opts;
  const auth = { preHandler: app.requireUser };
  const schema = { tags: ['wishlist'], security: [{ bearer: [] }] };

  r.get('/wishlist', { ...auth, schema: { ...schema, response: { 200: Wishlist } } }, async (req) => wishlist.get(currentUser(req).id, await req.language()));
  r.post('/wishlist', { ...auth, config: { publicCache: 'keep' }, schema: { ...schema, body: AddToWishlistBody, response: { 200: WishlistChange } } }, async (req) => ({
    success: true as const,
    message: WISHLIST_MESSAGES.added,
    ...(await wishlist.add(currentUser(req).id, req.body.productId, await req.language())),
  }));
  r.delete('/wishlist/:id', { ...auth, config: { publicCache: 'keep' }, schema: { ...schema, params: IntIdParams, response: { 200: WishlistChange } } }, async (req) => ({
    success: true as const,
    message: WISHLIST_MESSAGES.removed,
    ...(await wishlist.remove(currentUser(req).id, req.params.id, await req.language())),
  }));
}
