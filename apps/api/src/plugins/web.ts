import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app and the stored pictures from one process (DESIGN.md):
 * hashed assets and /media with a year-long immutable cache, index.html never cached, and every
 * unknown non-/api GET answered with index.html so the app's router can show its page (or its 404).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDir: string; mediaDir: string }) => {
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

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/media/') && !path.extname(url);
    if (wantsPage && hasWeb) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
    }
    return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
