import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageShell } from '../modules/seo/page-shell.js';

/**
 * Serves the built single-page app and the stored pictures from one process (DESIGN.md):
 * hashed assets and /media with a year-long immutable cache, index.html never cached, and every
 * unknown non-/api GET answered with index.html so the app's router can show its page (or its 404),
 * completed by `shell` for a fast first paint (preloads and the page's first API answers).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDir: string; mediaDir: string; shell: PageShell }) => {
  fs.mkdirSync(opts.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const indexFile = path.join(opts.webDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const template = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app in ${opts.webDir}; run "npm run build". The API still answers under /api.`);
  }

  const notFound = { error: 'Not found', code: 'NOT_FOUND' } as const;
  const isPage = (url: string) => !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/media/') && !path.extname(url);
  // A route rather than the not-found handler: only routes get the compression hook, and the page
  // HTML carries the first API answers (a few KB that compress well).
  app.get('/*', async (req, reply) => {
    if (!hasWeb || !isPage(req.url.split('?')[0]!)) return reply.code(404).send(notFound);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await opts.shell.render(template, req.url));
  });
  app.setNotFoundHandler(async (_req, reply) => reply.code(404).send(notFound));
});
