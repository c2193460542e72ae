import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { ReplyCache } from './reply-cache.js';

/**
 * What a successful answer of a writing route does to the public reply cache: `'clear'` it, or
 * `'keep'` it (docs/decisions/102, amendment of 2026-11-28).
 */
type PublicCacheOnWrite = 'clear' | 'keep';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Said by every POST, PUT, PATCH and DELETE route (`clear-on-write.test.ts` names any that does
     * not): `'clear'` when the route writes what a cached public reply shows (stock, availability,
     * ratings, the catalog, content and settings, hero slides, services), `'keep'` otherwise. When
     * unsure, `'clear'`: a clear costs the next readers one load each.
     */
    publicCache?: PublicCacheOnWrite;
  }
  interface FastifyInstance {
    /** Every writing route with what it declared (`undefined`: nothing); the test above walks it. */
    writeRoutes: ReadonlyArray<WriteRoute>;
  }
}

interface WriteRoute {
  method: string;
  url: string;
  publicCache: PublicCacheOnWrite | undefined;
}

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Clears the public reply cache after each successful (< 400) answer of a route whose config says
 * `publicCache: 'clear'`, before the answer leaves, so the storefront (its JSON replies and the page
 * HTML's primed answers, which page-shell takes from those replies) shows the change on the next
 * request (docs/decisions/102), on every instance (`cache()` is the shared cache when REDIS_URL is
 * set, docs/decisions/115). Only those routes get the hook; reads never run it.
 *
 * Call it on the root instance before any route is added, so it sees them all: each writing route
 * is listed in `app.writeRoutes` with its declaration. `cache` is read at answer time, so the cache
 * may be made after this call.
 */
export function clearOnWrite(app: FastifyInstance, cache: () => ReplyCache): void {
  const routes: WriteRoute[] = [];
  app.decorate('writeRoutes', routes);
  const clear: onSendHookHandler = async (req, reply) => {
    if (WRITE_METHODS.has(req.method) && reply.statusCode < 400) await cache().clear();
  };
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => WRITE_METHODS.has(method));
    if (methods.length === 0) return;
    const publicCache = route.config?.publicCache;
    for (const method of methods) routes.push({ method, url: route.url, publicCache });
    if (publicCache !== 'clear') return;
    const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...existing, clear] as typeof route.onSend;
  });
}
