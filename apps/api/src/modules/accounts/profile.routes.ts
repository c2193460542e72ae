import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  Ack,
  AddressesResponse,
  AddressResponse,
  ChangePasswordBody,
  CreateAddressBody,
  LoginHistoryQuery,
  LoginHistoryResponse,
  LoginStatsResponse,
  OpaqueIdParams,
  PROFILE_PICTURE_MAX_BYTES,
  UpdateProfileBody,
  UpdateProfileResponse,
} from '@atelier/contracts';
import { readForm } from '../../lib/multipart.js';
import type { UploadLimiter } from '../../lib/upload-limit.js';
import { parseOrThrow } from '../../lib/validation.js';
import { currentUser } from '../../plugins/auth.js';
import type { ProfileService } from './profile.service.js';

/** The customer's own account (spec 01 §7 Accounts, spec 02 §7 login history), signed-in only, under /api. */
export async function profileRoutes(app: FastifyInstance, opts: { profile: ProfileService; uploads: UploadLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { profile } = opts;
  const auth = { preHandler: app.requireUser };
  const tags = ['accounts'];
  const security = [{ bearer: [] }];

  r.put(
    '/users/:id',
    {
      ...auth,
      config: { publicCache: 'keep' },
      schema: {
        tags,
        security,
        summary: 'Edit own profile (multipart or JSON: any of name, email, phone, language (en | rw | fr), profileImage)',
        consumes: ['multipart/form-data', 'application/json'],
        params: OpaqueIdParams,
        response: { 200: UpdateProfileResponse },
      },
    },
    async (req) =>
      opts.uploads.run(req, async () => {
        const form = await readForm(req, { fileFields: ['profileImage', 'profilePicture'], maxBytes: PROFILE_PICTURE_MAX_BYTES, tooLargeMessage: ACCOUNT_MESSAGES.pictureTooLarge });
        const body = parseOrThrow(UpdateProfileBody, form.fields);
        const { user, pendingEmail } = await profile.update(currentUser(req).id, req.params.id, body, form.file);
        // The reply already speaks the language just chosen (docs/decisions/110).
        currentUser(req).language = user.language;
        const message = pendingEmail ? `Profile updated. We sent a code to ${pendingEmail}; your new email is used once you enter it.` : 'Profile updated';
        return { success: true as const, message, user, pendingEmail };
      }),
  );

  r.post(
    '/users/change-password',
    { ...auth, config: { rateLimit: { max: 10, timeWindow: 60_000 }, publicCache: 'keep' }, schema: { tags, security, body: ChangePasswordBody, response: { 200: Ack } } },
    async (req) => {
      const user = currentUser(req);
      await profile.changePassword(user.id, user.sessionId, req.body);
      return { success: true, message: 'Password changed successfully' };
    },
  );

  // Clears the public cache: the account's ratings go with it, and with them items' averages and counts.
  r.delete('/users/account', { ...auth, config: { publicCache: 'clear' }, schema: { tags, security, response: { 200: Ack } } }, async (req) => {
    await profile.deleteAccount(currentUser(req).id);
    return { success: true, message: 'Your account has been deleted' };
  });

  r.get('/addresses', { ...auth, schema: { tags, security, response: { 200: AddressesResponse } } }, async (req) => ({
    success: true as const,
    addresses: await profile.listAddresses(currentUser(req).id),
  }));

  r.post('/addresses', { ...auth, config: { publicCache: 'keep' }, schema: { tags, security, body: CreateAddressBody, response: { 201: AddressResponse } } }, async (req, reply) =>
    reply.code(201).send({ success: true, message: 'Address saved', address: await profile.addAddress(currentUser(req).id, req.body) }),
  );

  r.delete('/addresses/:id', { ...auth, config: { publicCache: 'keep' }, schema: { tags, security, params: OpaqueIdParams, response: { 200: Ack } } }, async (req) => {
    await profile.deleteAddress(currentUser(req).id, req.params.id);
    return { success: true, message: 'Address deleted' };
  });

  r.get('/login-history/history', { ...auth, schema: { tags, security, querystring: LoginHistoryQuery, response: { 200: LoginHistoryResponse } } }, async (req) => ({
    success: true as const,
    data: await profile.loginHistory(currentUser(req).id, req.query.page, req.query.limit),
  }));

  r.get('/login-history/stats', { ...auth, schema: { tags, security, response: { 200: LoginStatsResponse } } }, async (req) => ({
    success: true as const,
    data: await profile.loginStats(currentUser(req).id),
  }));
}
