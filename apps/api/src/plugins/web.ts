import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchWebPage } from '@atelier/contracts';
import { AppError } from '../lib/app-error.js';
import { MEDIA_CACHE_CONTROL, type MediaStorage } from '../lib/media-storage.js';
import type { PageShell } from '../modules/seo/page-shell.js';
import { splitLocale } from '../modules/seo/page-locale.js';

/** True when a /media URL's path, once decoded, is only plain, non-empty segments below /media/. */
function isPlainMediaPath(url: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return false;
  }
  if (!decoded.startsWith('/media/') || decoded.includes('\\')) return false;
  const segments = decoded.slice('/media/'.length).split('/');
  return segments.every((s, i) => (s === '' ? i === segments.length - 1 : s !== '.' && s !== '..'));
}

/** How long a browser or a CDN in front of the shop may keep a redirect to the public address, s. */
const MEDIA_REDIRECT_MAX_AGE = 86_400;

/**
 * GET /media/<key> from a bucket (docs/decisions/114): with a public address, 302 there (kept a
 * day); otherwise the object streamed with the headers the local folder gets (year-long immutable
 * Cache-Control, ETag, Last-Modified) and 304 for a matching If-None-Match or If-Modified-Since.
 * 404 (the JSON not-found) for a missing key, 503 when the bucket does not answer.
 */
async function sendStored(storage: MediaStorage, req: FastifyRequest, reply: FastifyReply) {
  const key = decodeURIComponent(req.url.split('?')[0]!).slice('/media/'.length);
  if (!key || key.endsWith('/')) return reply.callNotFound();
  const publicUrl = storage.publicUrl(key);
  if (publicUrl) return reply.header('cache-control', `public, max-age=${MEDIA_REDIRECT_MAX_AGE}`).redirect(publicUrl, 302);
  const ifModifiedSince = req.headers['if-modified-since'] ? new Date(req.headers['if-modified-since']) : undefined;
  let got: Awaited<ReturnType<MediaStorage['get']>>;
  try {
    got = await storage.get(key, { ifNoneMatch: req.headers['if-none-match'], ifModifiedSince: ifModifiedSince && !Number.isNaN(ifModifiedSince.getTime()) ? ifModifiedSince : undefined });
  } catch (err) {
    req.log.warn({ err, key }, 'could not read a picture from the storage');
    throw new AppError('UNAVAILABLE', 'Pictures cannot be shown right now. Please try again in a minute.', { headers: { 'retry-after': '30' } });
  }
  if (!got) return reply.callNotFound();
  reply.header('cache-control', MEDIA_CACHE_CONTROL);
  if ('notModified' in got) {
    // The validators the client holds, when the storage did not repeat them.
    const etag = got.etag ?? (req.headers['if-none-match']?.includes(',') ? undefined : req.headers['if-none-match']);
    if (etag) reply.header('etag', etag);
    if (got.lastModified) reply.header('last-modified', got.lastModified.toUTCString());
    return reply.code(304).send();
  }
  return reply.type(got.type).header('content-length', got.size).header('etag', got.etag).header('last-modified', got.lastModified.toUTCString()).send(got.body);
}

/**
 * Serves the built single-page app and the stored pictures from one process (DESIGN.md):
 * hashed assets and /media with a year-long immutable cache, index.html never cached, and every
 * non-/api GET answered with index.html so the app's router can show its page, completed by `shell`
 * for a fast first paint (preloads and the page's first API answers): status 200 for an address of
 * the page table (WEB_PAGES), else 404 with the same HTML, where the app shows its 404 page.
 * `/admin` and every `/admin/*` address get the back office's admin.html instead.
 * /media comes from `media` (docs/decisions/114-media-storage.md): a local folder through the static
 * file server; a bucket redirected to its public address (S3_PUBLIC_URL) or streamed from it.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDir: string; media: MediaStorage; shell: PageShell }) => {
  const notFound = { error: 'Not found', code: 'NOT_FOUND' } as const;
  // Its own context, so the path check below runs only for /media.
  await app.register(async (media) => {
    // A stored picture's path is plain segments: anything that steps around (`..`, `.`, `\`, `//`)
    // names no picture, so it is a 404 like any unknown file, not the static server's 403.
    media.addHook('onRequest', async (req, reply) => {
      if (!isPlainMediaPath(req.url)) return reply.code(404).send(notFound);
    });
    if (opts.media.root) {
      fs.mkdirSync(opts.media.root, { recursive: true });
      await media.register(fastifyStatic, {
        root: opts.media.root,
        prefix: '/media/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
      });
    } else {
      media.get('/media/*', (req, reply) => sendStored(opts.media, req, reply));
    }
  });

  const indexFile = path.join(opts.webDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const template = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  // The back office's page (DESIGN.md "Back office"), its own entry of the same build.
  const adminFile = path.join(opts.webDir, 'admin.html');
  const adminPage = fs.existsSync(adminFile) ? fs.readFileSync(adminFile, 'utf8') : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The server renderer's bundle (docs/decisions/135) is the server's own, not a file to serve.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app in ${opts.webDir}; run "npm run build". The API still answers under /api.`);
  }

  const isPage = (url: string) => !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/media/') && !path.extname(url);
  // A route rather than the not-found handler: only routes get the compression hook, and the page
  // HTML carries the first API answers (a few KB that compress well).
  // An address the web app has no page for gets its 404 page with status 404, so crawlers see no
  // soft 404; the list of pages is the web router's own (WEB_PAGES).
  app.get('/*', async (req, reply) => {
    const pathname = req.url.split('?')[0]!;
    if (!hasWeb || !isPage(pathname)) return reply.code(404).send(notFound);
    // /rw/… and /fr/… are the store's pages in Kinyarwanda and French (docs/decisions/108).
    const known = matchWebPage(splitLocale(pathname).path) !== null;
    return opts.shell.send(req, reply, template, known ? 200 : 404);
  });
  // Every /admin address is the back office's page, whose own router shows the page, the sign-in or
  // "No access" (the API checks the role on each /api/admin call). It carries no shop data, so it is
  // sent as built; never cached, like index.html, so a deploy reaches it at once.
  const sendAdmin = async (_req: unknown, reply: FastifyReply) => {
    if (!adminPage) return reply.code(404).send(notFound);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(adminPage);
  };
  app.get('/admin', sendAdmin);
  app.get('/admin/*', sendAdmin);
  app.setNotFoundHandler(async (_req, reply) => reply.code(404).send(notFound));
});
