import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

type Middleware = ReturnType<typeof helmet>;

/** The shop's pages: scripts only from the shop itself; styles may be inline (React style props). */
const PAGE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameSrc: ['https://www.openstreetmap.org'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * Powerful features no page of the shop uses, denied to it and to every frame it embeds (the
 * OpenStreetMap embed on /contact only pans and zooms). Pictures are taken with a file input, which
 * needs no camera permission. Document-only, so JSON replies go without it.
 */
const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** JSON replies are never documents: nothing may load from them (OWASP REST Security Cheat Sheet). */
const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** The API docs page (Swagger UI) runs its own bundled, inline-configured scripts. */
const DOCS_CSP = { ...PAGE_CSP, scriptSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:', 'validator.swagger.io'] };

/**
 * Security headers (helmet) on every reply. `imageOrigins` are added to the pages' img-src. Each policy's middleware is built once at start;
 * (@fastify/helmet rebuilt it on every request, which showed in the profile of the catalog routes).
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { imageOrigins?: string[] } = {}) => {
  const build = (directives: Record<string, unknown>, extra: Parameters<typeof helmet>[0] = {}): Middleware =>
    helmet({ contentSecurityPolicy: { useDefaults: false, directives: directives as never }, crossOriginEmbedderPolicy: false, ...extra });
  // Pictures redirected to a public (CDN) address load from there: the page's img-src must allow it
  // (S3_PUBLIC_URL, docs/decisions/114-media-storage.md). Pages send the full address to this site,
  // nothing to others (helmet's default, no-referrer, also hid it from our own API). The API reads
  // the page's /rw or /fr prefix, or /admin, from it to answer in the reader's language
  // (docs/decisions/109 and 113).
  const page = build({ ...PAGE_CSP, imgSrc: [...PAGE_CSP.imgSrc, ...(opts.imageOrigins ?? [])] }, { referrerPolicy: { policy: 'same-origin' } });
  const docs = build(DOCS_CSP);
  // JSON gets what the OWASP REST Security Cheat Sheet lists for APIs (CSP, HSTS, nosniff, frame
  // denial) plus CORP; the document-only headers would only add ~400 bytes to every reply.
  const api = build(API_CSP, {
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.url;
    const mw = url.startsWith('/api/docs') ? docs : url.startsWith('/api/') ? api : page;
    if (mw !== api) reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    mw(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
});
