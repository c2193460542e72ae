import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AdminRole } from '@atelier/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role an /api/admin route needs (docs/decisions/100); routes that do not say are owner-only. */
    role?: AdminRole;
  }
  interface FastifyInstance {
    /** Every /api/admin route with the role it needs (the permission-matrix test walks it). */
    adminRoutes: ReadonlyArray<{ method: string; url: string; role: AdminRole }>;
  }
}

/**
 * The /api/admin scope (DESIGN.md § Back office): every route registered inside `register` gets
 * `app.requireRole(config.role ?? 'admin')` as its first onRequest hook, so no admin route can go
 * out unguarded, and the check runs before the body is read or validated (anonymous 401, customer
 * 403, staff 403 on owner-only routes). Each route is added to `routes` (app.adminRoutes).
 */
export function adminScope(routes: Array<{ method: string; url: string; role: AdminRole }>, register: (admin: FastifyInstance) => Promise<void>) {
  return async (app: FastifyInstance) => {
    await app.register(
      async (admin) => {
        admin.addHook('onRoute', (route) => {
          const role = route.config?.role ?? 'admin';
          const guard = app.requireRole(role) as onRequestHookHandler;
          const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
          route.onRequest = [guard, ...existing];
          route.config = { ...route.config, role };
          for (const method of Array.isArray(route.method) ? route.method : [route.method]) if (method !== 'HEAD') routes.push({ method, url: route.url, role });
        });
        await register(admin);
      },
      { prefix: '/admin' },
    );
  };
}
