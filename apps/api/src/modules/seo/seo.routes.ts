import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendCached, type ReplyCache } from '../../lib/reply-cache.js';
import type { PageShell } from './page-shell.js';
import type { SeoService } from './seo.service.js';
import { PAGE_LOCALES, localizedPath } from './page-locale.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Root routes for sharing and crawlers: /store/{slug} and /artgallery/{slug} answer the
 * app's HTML with the item's meta tags (an unknown slug: the app with status 404, which shows its
 * not-found page; a former slug of an item 301 to its current one), /sitemap.xml and /robots.txt. Registered before the app's fallback route.
 */
export async function seoRoutes(app: FastifyInstance, opts: { seo: SeoService; webDir: string; cache: ReplyCache; shell: PageShell }) {
  const indexFile = path.join(opts.webDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

  // Each item page in each language (docs/decisions/108): /store/x, /rw/store/x, /fr/store/x.
  const itemRoutes = PAGE_LOCALES.flatMap((locale) =>
    (
      [
        ['/store', 'product'],
        ['/artgallery', 'artwork'],
      ] as const
    ).map(([base, kind]) => [locale, localizedPath(base, locale), kind] as const),
  );
  for (const [locale, prefix, kind] of itemRoutes) {
    app.get<{ Params: { slug: string } }>(`${prefix}/:slug`, async (req, reply) => {
      const { slug } = req.params;
      const html = template && SLUG.test(slug) ? await opts.seo.itemPage(template, kind, slug, locale) : null;
      if (html) return opts.shell.send(req, reply, html);
      // A slug the item had before (docs/decisions/101): the old address moves to the current one for good.
      const moved = SLUG.test(slug) ? await opts.seo.redirectOf(kind, slug) : undefined;
      if (moved) return reply.code(301).header('location', `${prefix}/${moved}`).send();
      // `/store/` is the list itself, as the web router reads it.
      if (template && slug === '') return opts.shell.send(req, reply, template);
      if (!template) return reply.code(404).send('Not found');
      return opts.shell.send(req, reply, template, 404);
    });
  }

  app.get('/sitemap.xml', async (req, reply) =>
    sendCached(req, reply, await opts.cache.get('sitemap', async () => ({ body: await opts.seo.sitemap(), contentType: 'application/xml; charset=utf-8' })), 'public, max-age=300'),
  );

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(opts.seo.robots()));
}
