import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, hasRole, type AdminRole, type User } from '@atelier/contracts';
import { AppError } from '../lib/app-error.js';

export interface AuthUser extends User {
  sessionId: string;
}

/** What the auth plugin needs from the accounts module. */
export interface Authenticator {
  authenticate(token: string): Promise<AuthUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.requireUser` (or `app.optionalUser`). */
    user: AuthUser | null;
    /** The raw bearer token of the request, when one was sent. */
    bearerToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 'No authentication token found' without a token, 401 for a bad one. */
    requireUser(req: FastifyRequest): Promise<void>;
    /** preHandler: sets req.user when a valid token is sent; never fails. */
    optionalUser(req: FastifyRequest): Promise<void>;
    /**
     * A hook (use it as onRequest, so it runs before the body is read or validated) that lets only
     * `role` or above through (docs/decisions/100): 401 without a valid token, 403 for a customer, and
     * 403 for staff on an owner-only ('admin') route. Sets req.user.
     */
    requireRole(role: AdminRole): (req: FastifyRequest) => Promise<void>;
  }
}

/** The bearer token of a request's Authorization header, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** Bearer-token authentication (DESIGN.md: opaque tokens, only their hash stored). */
export const authPlugin = fp(async (app: FastifyInstance, opts: { authenticator: Authenticator }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('bearerToken', null);

  app.decorate('requireUser', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.noToken);
    const user = await opts.authenticator.authenticate(token);
    if (!user) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
    req.user = user;
    req.bearerToken = token;
  });

  app.decorate('requireRole', (role: AdminRole) => async (req: FastifyRequest) => {
    await app.requireUser(req);
    if (!hasRole(req.user!.role, role)) throw new AppError('FORBIDDEN', role === 'admin' && hasRole(req.user!.role, 'staff') ? ADMIN_MESSAGES.ownerOnly : ADMIN_MESSAGES.forbidden);
  });

  app.decorate('optionalUser', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) return;
    const user = await opts.authenticator.authenticate(token);
    if (user) {
      req.user = user;
      req.bearerToken = token;
    }
  });
});

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.noToken);
  return req.user;
}
