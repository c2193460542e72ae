import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@atelier/contracts';
import { bootReplyOf, type BootReply, type InjectedReply, type PageShell } from './page-shell.js';
import { PAGE_LOCALES, localizedPath } from './page-locale.js';

/** What the pay page asks search engines and browsers: never index it, never send its address (and key) to another site. */
const PRIVATE_PAGE_HEAD = ['<meta name="robots" content="noindex, nofollow">', '<meta name="referrer" content="same-origin">'];

/** The API path of a pay link's invoice, exactly as the web app asks for it (apps/web/src/features/orders/api/pay-invoice.ts). */
const invoicePath = (orderNumber: string, key: string) => `/api/pay/${encodeURIComponent(orderNumber)}?key=${encodeURIComponent(key)}`;

/**
 * The pay link's page, /pay/{order number}?key=… and its /rw and /fr twins
 * (docs/decisions/129-the-pay-page.md): the app's HTML with the invoice already in it, asked for
 * from GET /api/pay/… as the visitor (their address, so the endpoint's rate limit counts them and one
 * visit costs one call), or, for a wrong order number or key or none (or one too long to be one, which
 * the endpoint refuses with 400), the same HTML with status 404,
 * where the app shows its calm "Order not found" (the not-found semantics of an unknown item page).
 * Any other answer (rate limit, fault) leaves the app to ask and show the reason. Never cached
 * (`no-store`: it holds the invoice), `X-Robots-Tag: noindex` with the same meta tag, and a
 * same-origin referrer policy in the headers and the HTML. Registered before the app's fallback route.
 */
export async function payPageRoutes(app: FastifyInstance, opts: { webDir: string; shell: PageShell; inject: (url: string, locale: Locale, ip: string) => Promise<InjectedReply> }) {
  const indexFile = path.join(opts.webDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

  for (const locale of PAGE_LOCALES) {
    app.get<{ Params: { orderNumber: string }; Querystring: Record<string, unknown> }>(`${localizedPath('/pay', locale)}/:orderNumber`, async (req, reply) => {
      const { orderNumber } = req.params;
      const key = typeof req.query.key === 'string' ? req.query.key : '';
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'same-origin');
      if (!template) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');

      let found: boolean | null = null;
      const replies = new Map<string, BootReply>();
      if (orderNumber && key) {
        const apiPath = invoicePath(orderNumber, key);
        try {
          const answer = await opts.inject(apiPath, locale, req.ip);
          found = answer.statusCode === 404 || answer.statusCode === 400 ? false : answer.statusCode === 200 ? true : null;
          const primed = found ? bootReplyOf(answer) : null;
          if (primed) replies.set(apiPath, primed);
        } catch (err) {
          req.log.warn({ err }, 'could not read a pay link for its page');
        }
      } else found = false;
      const html = await opts.shell.render(template, req.url, { replies, head: PRIVATE_PAGE_HEAD });
      return reply
        .code(found === false ? 404 : 200)
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
}
