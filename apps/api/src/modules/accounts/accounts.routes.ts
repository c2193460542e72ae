import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  Ack,
  EmailBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  PROFILE_PICTURE_MAX_BYTES,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  VerifyEmailBody,
  VerifyResetBody,
  VerifyResetResponse,
  VerifyTokenResponse,
} from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.js';
import { readForm, requestMeta } from '../../lib/multipart.js';
import type { UploadLimiter } from '../../lib/upload-limit.js';
import { parseOrThrow } from '../../lib/validation.js';
import type { AccountsService } from './accounts.service.js';

/** Accounts core routes (spec 01 §7 Accounts), mounted under /api. */
export async function accountsRoutes(app: FastifyInstance, opts: { accounts: AccountsService; authRateLimit: object; uploads: UploadLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = opts;
  const limited = { rateLimit: opts.authRateLimit };

  r.post(
    '/users',
    {
      config: { ...limited, publicCache: 'keep' },
      schema: {
        summary: 'Create an account (multipart: name, email, phone, password, optional profileImage ≤ 5 MB)',
        tags: ['accounts'],
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: RegisterResponse },
      },
    },
    async (req, reply) =>
      opts.uploads.run(req, async () => {
        const form = await readForm(req, { fileFields: ['profileImage', 'profilePicture'], maxBytes: PROFILE_PICTURE_MAX_BYTES, tooLargeMessage: ACCOUNT_MESSAGES.pictureTooLarge });
        const body = parseOrThrow(RegisterBody, form.fields);
        const user = await accounts.register(body, form.file, await req.language());
        return reply.code(201).send({ success: true, message: 'Account created. We sent a verification code to your email.', user });
      }),
  );

  r.post('/auth/login', { config: { ...limited, publicCache: 'keep' }, schema: { tags: ['accounts'], body: LoginBody, response: { 200: LoginResponse } } }, async (req) => {
    const { user, token } = await accounts.login(req.body, requestMeta(req));
    return { success: true as const, message: 'Login successful', user, token, needsVerification: false as const };
  });

  r.post('/auth/resend-verification', { config: { ...limited, publicCache: 'keep' }, schema: { tags: ['accounts'], body: EmailBody, response: { 200: Ack } } }, async (req) => {
    accounts.resendVerification(req.body.email);
    return { success: true, message: 'A new verification code has been sent to your email.' };
  });

  r.post('/auth/verify-email', { config: { ...limited, publicCache: 'keep' }, schema: { tags: ['accounts'], body: VerifyEmailBody, response: { 200: Ack } } }, async (req) => {
    const { alreadyVerified } = await accounts.verifyEmail(req.body.email, req.body.verificationCode);
    return { success: true, message: alreadyVerified ? 'Your email is already verified. You can log in.' : 'Email verified successfully. You can now log in.' };
  });

  r.post('/auth/forgot-password', { config: { ...limited, publicCache: 'keep' }, schema: { tags: ['accounts'], body: ForgotPasswordBody, response: { 200: Ack } } }, async (req) => {
    accounts.forgotPassword(req.body.email);
    return { success: true, message: 'If an account exists for this email, we sent a code to reset its password.' };
  });

  r.post('/auth/verify-reset-token', { config: { ...limited, publicCache: 'keep' }, schema: { tags: ['accounts'], body: VerifyResetBody, response: { 200: VerifyResetResponse } } }, async (req) => {
    const { email } = await accounts.verifyReset(req.body);
    return { success: true as const, message: ACCOUNT_MESSAGES.resetCodeVerified, email };
  });

  r.post('/auth/reset-password', { config: { ...limited, publicCache: 'keep' }, schema: { tags: ['accounts'], body: ResetPasswordBody, response: { 200: Ack } } }, async (req) => {
    await accounts.resetPassword(req.body);
    return { success: true, message: ACCOUNT_MESSAGES.passwordReset };
  });

  r.get('/auth/verify', { preHandler: app.requireUser, schema: { tags: ['accounts'], security: [{ bearer: [] }], response: { 200: VerifyTokenResponse } } }, async (req) => {
    const { sessionId: _sessionId, ...user } = currentUser(req);
    return { success: true as const, user };
  });

  r.post('/auth/logout', { config: { publicCache: 'keep' }, preHandler: app.requireUser, schema: { tags: ['accounts'], security: [{ bearer: [] }], response: { 200: Ack } } }, async (req) => {
    await accounts.logout(req.bearerToken!);
    return { success: true, message: 'Logged out' };
  });
}
