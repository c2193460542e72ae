import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddToCartBody, Cart, CartLineQuery, ProductIdParams, UpdateCartBody } from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import type { CartService } from './cart.service.js';

/**
 * Cart routes (spec 02 §7), signed-in only, under /api. Every reply is the whole cart, a line per
 * variant (docs/decisions/127) with its title in the customer's language.
 */
export async function cartRoutes(app: FastifyInstance, opts: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cart } = opts;
  const auth = { preHandler: app.requireUser };
  const schema = { tags: ['cart'], security: [{ bearer: [] }] };

  r.get('/cart', { ...auth, schema: { ...schema, response: { 200: Cart } } }, async (req) => cart.get(currentUser(req).id, await req.language()));
  r.post('/cart', { ...auth, config: { publicCache: 'keep' }, schema: { ...schema, body: AddToCartBody, response: { 200: Cart } } }, async (req) =>
    cart.add(currentUser(req).id, req.body.productId, req.body.quantity, req.body.variantId, await req.language()),
  );
  // Registered before /cart/:productId so "clear" is never read as an id.
  r.delete('/cart/clear', { ...auth, config: { publicCache: 'keep' }, schema: { ...schema, response: { 200: Cart } } }, async (req) => cart.clear(currentUser(req).id, await req.language()));
  r.put('/cart/:productId', { ...auth, config: { publicCache: 'keep' }, schema: { ...schema, params: ProductIdParams, body: UpdateCartBody, response: { 200: Cart } } }, async (req) =>
    cart.setQuantity(currentUser(req).id, req.params.productId, req.body.quantity, req.body.variantId, await req.language()),
  );
  r.delete('/cart/:productId', { ...auth, config: { publicCache: 'keep' }, schema: { ...schema, params: ProductIdParams, querystring: CartLineQuery, response: { 200: Cart } } }, async (req) =>
    cart.remove(currentUser(req).id, req.params.productId, req.query.variantId, await req.language()),
  );
}
