import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@atelier/contracts';
import { resolveLanguage, translate } from '../lib/i18n.js';
import type { Authenticator } from './auth.js';
import { bearerToken } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's language (docs/decisions/109): page address, then the account's language, then
     * Accept-Language, then English. Reads the session when a token came and no route read it yet.
     */
    language(): Promise<Locale>;
  }
}

/** Replies up to this size may carry a readable message: a page of the catalog is never parsed. */
const MAX_PARSED_REPLY = 8192;

/** Translates a reply body's readable texts in place: `error`, `message`, and each of `fields`. */
function translateBody(body: Record<string, unknown>, locale: Locale): boolean {
  let changed = false;
  for (const key of ['error', 'message'] as const) {
    const text = body[key];
    if (typeof text === 'string') {
      const t = translate(text, locale);
      if (t !== text) {
        body[key] = t;
        changed = true;
      }
    }
  }
  const fields = body.fields;
  if (fields && typeof fields === 'object') {
    for (const [name, text] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof text !== 'string') continue;
      const t = translate(text, locale);
      if (t !== text) {
        (fields as Record<string, unknown>)[name] = t;
        changed = true;
      }
    }
  }
  return changed;
}

/**
 * Answers every readable message in the request's language (docs/decisions/109): the `error`,
 * `message` and `fields` of JSON replies — every error, and small acknowledgements — go through the
 * contracts' catalog. English replies are left byte for byte as they were. Registered before
 * compression, so it sees the plain JSON.
 */
export const languagePlugin = fp(async (app: FastifyInstance, opts: { authenticator: Authenticator }) => {
  const cached = new WeakMap<FastifyRequest, Promise<Locale>>();
  const resolve = async (req: FastifyRequest): Promise<Locale> => {
    let account = req.user?.language;
    const token = req.user ? null : bearerToken(req);
    if (token) account = (await opts.authenticator.authenticate(token).catch(() => null))?.language;
    return resolveLanguage({ referer: req.headers.referer, host: req.headers.host, account, acceptLanguage: req.headers['accept-language'] });
  };
  app.decorateRequest('language', function (this: FastifyRequest): Promise<Locale> {
    let locale = cached.get(this);
    if (!locale) {
      locale = resolve(this);
      cached.set(this, locale);
    }
    return locale;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || payload.length > MAX_PARSED_REPLY || payload[0] !== '{') return payload;
    if (!payload.includes('"error"') && !payload.includes('"message"')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const locale = await req.language();
    if (locale === 'en') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body) || !translateBody(body as Record<string, unknown>, locale)) return payload;
    reply.header('content-language', locale);
    return JSON.stringify(body);
  });
});

/**
 * The language of the owner's texts in a public reply (docs/decisions/112) without reading a
 * session: the Referer's page, the account of a caller already authenticated (`req.user`), then
 * Accept-Language, then English. The signed-in catalog pages use it so that their language costs no
 * session look-up of its own (the browser always sends the page as Referer); elsewhere
 * `req.language()` gives the same answer once `req.user` is known.
 */
export function contentLanguage(req: FastifyRequest): Locale {
  return resolveLanguage({ referer: req.headers.referer, host: req.headers.host, account: req.user?.language, acceptLanguage: req.headers['accept-language'] });
}

/**
 * Marks a public reply whose owner texts are in `locale`: `Content-Language`, and `Vary` on what
 * chose it (Referer, Accept-Language) and on Authorization, so neither a browser's nor a shared
 * cache serves one language's reply to another language's page.
 */
export function varyByLanguage(reply: FastifyReply, locale: Locale): void {
  reply.header('vary', 'authorization, accept-language, referer').header('content-language', locale);
}
