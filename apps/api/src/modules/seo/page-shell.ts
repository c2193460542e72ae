import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GALLERY_PAGE_SIZE, IMAGE_SIZES, NOT_FOUND_PAGE_MODULE, STORE_PAGE_SIZE, WEB_PAGES, imageSrcSet, matchWebPage, pageQuery, type Locale, type WebPage } from '@atelier/contracts';
import { escapeHtml } from '../../lib/email-templates.js';
import { sendCached, type ReplyCache } from '../../lib/reply-cache.js';
import { localizeHtml, localizedPath, splitLocale } from './page-locale.js';

/** The answer of one in-process API call: what `app.inject` gives back. */
export interface InjectedReply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** A reply primed for the browser: the JSON body and the headers the app reads (X-Total-Count). */
export interface BootReply {
  headers: Record<string, string>;
  body: unknown;
}

/** What one public page needs before its first paint. */
interface PagePlan {
  /** The page's module in the web app, a key of Vite's manifest (`src/app/routes/….tsx`). */
  module: string;
  /** The API GET the page makes first without a token; its answer goes into the HTML. */
  call?: (params: { slug?: string; page: number }) => string;
  /** Further GETs the page makes at once beside the first (the legal page's contact items). */
  more?: readonly string[];
  /** A further GET that needs the first answer (an item's ratings need its id). */
  then?: (first: unknown) => string | null;
  /** The page's largest picture (its LCP element), from the first answer, and the `sizes` it is shown at. */
  lead?: { src: (first: unknown) => string | null; sizes: string };
  /** Rendered on the server with the web app's components (docs/decisions/135), not only primed. */
  ssr?: true;
}

/** The calls of the shell on every page: the brand (logo, name) and the footer's social links. */
const SHELL_CALLS = ['/api/company-settings/public/basic', '/api/company-settings/public/social'];
/** The shell's own lazy chunk, which every page but /login loads: the footer. */
const SHELL_MODULES = ['src/app/layout/footer.tsx'];

type Item = { id?: unknown; frontimage?: unknown; images?: unknown; image1?: unknown };
/** An item's first picture, in the order the web app shows them (frontimage, images, image1…). */
function firstPicture(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  const { frontimage, images, image1 } = item as Item;
  const all = [frontimage, ...(Array.isArray(images) ? images : []), image1];
  return (all.find((u) => typeof u === 'string' && u.length > 0) as string | undefined) ?? null;
}
const firstOfList = (list: unknown) => (Array.isArray(list) ? firstPicture(list[0]) : null);

/** The first picture of the first hero slide; `images` may be a list or a JSON string (spec 02 §2). */
function heroPicture(reply: unknown): string | null {
  const images = (reply as { data?: Array<{ images?: unknown }> } | null)?.data?.[0]?.images;
  let list = images;
  if (typeof images === 'string') {
    try {
      list = JSON.parse(images);
    } catch {
      list = [images];
    }
  }
  return Array.isArray(list) && typeof list[0] === 'string' && list[0] ? list[0] : null;
}

/** A page file of the web app as Vite's manifest names it. */
const moduleKey = (module: string) => `src/app/routes/${module}.tsx`;

/**
 * The first API answers of the pages that have them, by their path in the page table (WEB_PAGES in
 * @atelier/contracts, the one list the web router is built from; docs/decisions/060).
 */
const PLANS: Record<string, Omit<PagePlan, 'module'>> = {
  '/': { call: () => '/api/hero', lead: { src: heroPicture, sizes: IMAGE_SIZES.heroSlide }, ssr: true },
  '/store': { call: ({ page }) => `/api/products?page=${page}&limit=${STORE_PAGE_SIZE}`, lead: { src: firstOfList, sizes: IMAGE_SIZES.productCard }, ssr: true },
  '/store/:slug': {
    ssr: true,
    call: ({ slug }) => `/api/products/${slug}`,
    then: (item) => (typeof (item as Item | null)?.id === 'number' ? `/api/products/${(item as Item).id as number}/ratings` : null),
    lead: { src: firstPicture, sizes: IMAGE_SIZES.itemCarousel },
  },
  '/artgallery': { call: ({ page }) => `/api/gallery?page=${page}&limit=${GALLERY_PAGE_SIZE}`, lead: { src: firstOfList, sizes: IMAGE_SIZES.artworkCard }, ssr: true },
  '/artgallery/:slug': { call: ({ slug }) => `/api/gallery/${slug}`, lead: { src: firstPicture, sizes: IMAGE_SIZES.itemCarousel }, ssr: true },
  // The owner's privacy page (docs/decisions/104): primed so the first render shows it, not the built-in text first.
  '/privacy': { call: () => '/api/company-settings/public/privacy', ssr: true },
  // The information pages (docs/decisions/135): each with the owner's texts it shows.
  '/services': { call: () => '/api/services', ssr: true },
  '/book': { call: () => '/api/services', ssr: true },
  '/contact': { call: () => '/api/contactinfo/public', ssr: true },
  '/help': { call: () => '/api/help-center/public', ssr: true },
  '/terms': { call: () => '/api/company-settings/public/terms', ssr: true },
  '/legal': { call: () => '/api/company-settings/public/terms', more: ['/api/contactinfo/public'], ssr: true },
  '/aboutus': { call: () => '/api/company-settings/public/team', ssr: true },
  '/faq': { ssr: true },
  '/soon': { ssr: true },
};
/** Item slugs the page calls are made for; anything else is not asked for. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The plan of a page of the table: its own chunk (not for signed-in-only pages, which a first visit
 * without a session never shows) and its first answers; unknown addresses get the 404 page's chunk.
 */
function planOf(row: WebPage | null): PagePlan | undefined {
  if (!row) return { module: moduleKey(NOT_FOUND_PAGE_MODULE), ssr: true };
  if (!row.module || row.access === 'signedIn') return undefined;
  return { module: moduleKey(row.module), ...PLANS[row.path] };
}

/** Every web-app module named here (the test checks each exists). */
export function pageModules(): string[] {
  const modules = (WEB_PAGES as readonly WebPage[]).flatMap((row) => (row.module ? [moduleKey(row.module)] : []));
  return [...new Set([...modules, moduleKey(NOT_FOUND_PAGE_MODULE), ...SHELL_MODULES])];
}

/** Vite's build manifest: each source module's file and the modules it imports statically. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The store's entry in Vite's manifest; the build's other entry, admin.html, is the back office's. */
const STORE_ENTRY = 'index.html';

/** The module's file and every file it imports statically, minus those the store's entry already loads. */
export function chunkFiles(manifest: Manifest, module: string): string[] {
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  const entryFiles = new Set<string>();
  walk(STORE_ENTRY, entryFiles);
  const files = new Set<string>();
  walk(module, files);
  return [...files].filter((f) => !entryFiles.has(f));
}

/** The web app's server renderer (apps/web/src/entry-server.tsx), as its built file exports it. */
interface ServerRenderer {
  render(url: string, replies: ReadonlyMap<string, BootReply>): Promise<{ html: string; title?: string; seed: unknown[]; replies: ReadonlyMap<string, BootReply> }>;
}

/** Where the web build puts the server renderer (apps/web/vite.config.ts, ATELIER_WEB_ENTRY=server). */
const serverRendererFile = (webDir: string) => path.join(webDir, 'server', 'entry-server.js');

/** Imports the built server renderer once; null when the build has none or it cannot load (pages are then rendered in the browser). */
async function loadRenderer(webDir: string, warn: (message: string, err?: unknown) => void): Promise<ServerRenderer | null> {
  const file = serverRendererFile(webDir);
  if (!fs.existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRenderer;
  } catch (err) {
    warn('could not load the server renderer; public pages are rendered in the browser', err);
    return null;
  }
}

/** A page's HTML as sent. */
const HTML_TYPE = 'text/html; charset=utf-8';
/** The template's `<title>`, which a server-rendered page's own title replaces. */
const TITLE = /<title>[^<]*<\/title>/i;
/** The template's placeholder inside `<div id="root">`, which server-rendered markup replaces. */
const ROOT_PLACEHOLDER = /<div id="root">\s*<div[^>]*>[^<]*<\/div>\s*<\/div>/i;
/** The stylesheet the build attaches with media="print" (vite.config.ts); a server-rendered page needs it before its first paint. */
const DEFERRED_STYLESHEET = /(<link rel="stylesheet"[^>]*?) media="print"/i;
/** The template's line for visitors without JavaScript, untrue of a server-rendered page. */
const NOSCRIPT = /\s*<noscript>[^<]*<\/noscript>/i;

/** JSON for an inline `<script>`: `<` escaped so no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * An API answer as the page carries it: a 200 JSON reply's body and the headers the app reads
 * (X-Total-Count); null for anything else, which the app then asks for itself. Throws on a body
 * that is not JSON.
 */
export function bootReplyOf(reply: InjectedReply): BootReply | null {
  const type = String(reply.headers['content-type'] ?? '');
  if (reply.statusCode !== 200 || !type.includes('application/json')) return null;
  const headers: Record<string, string> = {};
  const total = reply.headers['x-total-count'];
  if (total !== undefined) headers['x-total-count'] = String(total);
  return { headers, body: JSON.parse(reply.body) as unknown };
}

/**
 * The app's HTML for one page, ready for a fast first paint on a slow phone (Lighthouse
 * target; docs/decisions/060). Into the built index.html it puts:
 * - `<link rel="modulepreload">` for the page's own chunks, so they load beside the entry instead of
 *   after it;
 * - the answers of the page's first API GETs (as the anonymous visitor gets them) in
 *   `<script id="boot-data" type="application/json">`, which the app uses instead of calling;
 * - `<link rel="preload" as="image">` for the page's largest picture with the same srcset and sizes
 *   as its `<img>`, so the picture loads while the scripts do;
 * - for /rw/… and /fr/… (docs/decisions/108): `<html lang>`, the language's catalog as a modulepreload; on every
 *   page the `hreflang` alternates and `og:locale` (page-locale.ts).
 * `inject` runs an API GET in process (Fastify's inject) in the page's language (the owner's texts,
 * docs/decisions/112: the French page carries the French answers): the answers are exactly the API's.
 * A failed call is left out (the app then calls the API itself); nothing here can fail the page.
 */
export function pageShell(opts: {
  webDir: string;
  inject: (url: string, locale: Locale) => Promise<InjectedReply>;
  publicUrl?: string;
  /** Told when the server renderer cannot load or a page's render fails (the page is then sent for the browser to render). */
  warn?: (message: string, err?: unknown) => void;
  /**
   * The public reply cache (docs/decisions/135): a page's HTML, the same for every visitor (the server
   * renders every page signed out), is kept per address (language prefix, path and query) and cleared
   * with the API replies on every write, so a page asked for again costs no call and no render.
   */
  cache?: ReplyCache;
}) {
  const warn = opts.warn ?? (() => undefined);
  // Loaded once, at start: a render never waits for more than its own work.
  const renderer = loadRenderer(opts.webDir, warn);
  const manifestFile = path.join(opts.webDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  // The links of each page's chunks, worked out once: the manifest does not change while serving.
  const preloadLinks = new Map<PagePlan | undefined, string[]>();
  const moduleLinks = (plan: PagePlan | undefined) => {
    let links = preloadLinks.get(plan);
    if (!links) {
      const files = new Set([...(plan ? [plan.module] : []), ...SHELL_MODULES].flatMap((m) => chunkFiles(manifest, m)));
      links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
      preloadLinks.set(plan, links);
    }
    return links;
  };

  async function call(url: string, locale: Locale): Promise<BootReply | null> {
    try {
      return bootReplyOf(await opts.inject(url, locale));
    } catch {
      return null;
    }
  }

  async function callAll(urls: string[], locale: Locale, into: Map<string, BootReply>) {
    const answers = await Promise.all(urls.map(async (url) => [url, await call(url, locale)] as const));
    for (const [url, reply] of answers) if (reply) into.set(url, reply);
  }

  /**
   * `template` (index.html, possibly with an item's meta tags) completed for `url` (path and
   * query). Unknown paths get the shell's calls and the 404 page's chunk. `extra` adds answers the
   * caller already has (by their API path) and tags for the head (a page that must not be indexed).
   */
  async function build(template: string, url: string, extra: { replies?: ReadonlyMap<string, BootReply>; head?: readonly string[] }): Promise<string> {
    const parsed = new URL(url, 'http://shop.local');
    // /rw/… and /fr/… are the same pages in Kinyarwanda and French (docs/decisions/108).
    const { locale, path: pagePath } = splitLocale(parsed.pathname);
    const found = matchWebPage(pagePath);
    const slug = found?.params.slug;
    // An item address whose slug cannot be one shows the 404 page: no call is made for it.
    const plan = planOf(slug !== undefined && !SLUG.test(slug) ? null : (found?.page ?? null));
    const pageParam = Number.parseInt(parsed.searchParams.get('page') ?? '1', 10);
    const params = { slug, page: Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1 };

    const replies = new Map<string, BootReply>();
    const pageCall = plan?.call?.(params) ?? null;
    await callAll([...(pageCall ? [pageCall] : []), ...(plan?.more ?? []), ...SHELL_CALLS], locale, replies);
    const first = pageCall ? replies.get(pageCall)?.body : undefined;
    const next = first !== undefined ? plan?.then?.(first) : null;
    if (next) await callAll([next], locale, replies);
    const image = first !== undefined && plan?.lead ? { src: plan.lead.src(first), sizes: plan.lead.sizes } : null;

    for (const [path, reply] of extra.replies ?? []) replies.set(path, reply);
    // An item that is not there (its call found nothing): the server's page is the 404 page, not the
    // item page's skeleton, and the browser takes that page over as it is (docs/decisions/135).
    const missingItem = found?.page.item !== undefined && pageCall !== null && !replies.has(pageCall);
    // A public page in the web app's components (docs/decisions/135); any failure sends the page to be rendered in the browser, as before.
    let rendered: Awaited<ReturnType<ServerRenderer['render']>> | null = null;
    const ssr = plan?.ssr ? await renderer : null;
    if (ssr) {
      try {
        rendered = await ssr.render(missingItem ? localizedPath('/404', locale) : `${parsed.pathname}${parsed.search}`, replies);
      } catch (err) {
        warn(`could not render ${parsed.pathname} on the server`, err);
      }
    }
    const head = [...(extra.head ?? []), ...moduleLinks(plan)];
    // The language's catalog loads beside the page's chunks rather than after the entry.
    const catalog = locale === 'en' ? undefined : manifest[`src/locales/${locale}/messages.po`]?.file;
    if (catalog) head.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(catalog)}">`);
    // Only the shop's own pictures: other addresses are shown as they are and not worth a preload.
    if (image?.src?.startsWith('/media/')) {
      const set = imageSrcSet(image.src);
      head.push(
        set
          ? `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(set)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`
          : `<link rel="preload" as="image" href="${escapeHtml(image.src)}" fetchpriority="high">`,
      );
    }
    const boot = `<script id="boot-data" type="application/json">${scriptJson(Object.fromEntries(rendered?.replies ?? replies))}</script>`;
    // Replacer functions: a `$&` or `$'` in an owner's text must not be read as a replacement pattern.
    const html = localizeHtml(template, locale, pagePath, opts.publicUrl).replace(/<\/head>/i, () => `  ${head.join('\n    ')}\n  </head>`);
    if (!rendered) return html.replace(/<div id="root">/i, () => `${boot}\n    <div id="root">`);
    // A missing item's 404 page is marked so, and the browser keeps it at the item's address (web lib/served-not-found.ts).
    const seed = `\n    <script id="ssr-seed" type="application/json"${missingItem ? ' data-not-found' : ''}>${scriptJson(rendered.seed)}</script>`;
    const markup = rendered.html;
    const title = rendered.title;
    return html
      .replace(DEFERRED_STYLESHEET, (_all, link: string) => link)
      .replace(NOSCRIPT, '')
      .replace(TITLE, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
      .replace(ROOT_PLACEHOLDER, () => `${boot}${seed}\n    <div id="root">${markup}</div>`);
  }

  /** The address a page is rendered for and kept under: its path and only the query it reads (WebPage.query). */
  const pageAddress = (url: string) => {
    const at = url.indexOf('?');
    const pathname = at < 0 ? url : url.slice(0, at);
    return `${pathname}${pageQuery(matchWebPage(splitLocale(pathname).path)?.page, at < 0 ? '' : url.slice(at))}`;
  };

  return {
    /**
     * The page's HTML (see `build`) for one visitor's own page (the pay page's invoice, `extra`),
     * never kept.
     */
    render(template: string, url: string, extra: { replies?: ReadonlyMap<string, BootReply>; head?: readonly string[] } = {}): Promise<string> {
      return build(template, url, extra);
    },
    /**
     * Sends the page at the request's address with `status` (200, or 404 for an unknown address or
     * item): its HTML built from `template` (see `build`) for its path and the query it reads, so
     * `?utm_source=…` shares the page's copy. With the public reply cache on, the HTML is kept per
     * address until the next write, and its compressed bytes are made once per encoding
     * (sendCached, docs/decisions/127 and 135). `no-cache`: the browser asks again each time, and a
     * matching ETag gets a 304.
     */
    async send(req: FastifyRequest, reply: FastifyReply, template: string, status = 200): Promise<FastifyReply> {
      const url = pageAddress(req.url);
      reply.code(status).header('cache-control', 'no-cache');
      if (!opts.cache?.enabled) return reply.type(HTML_TYPE).send(await build(template, url, {}));
      const cached = await opts.cache.get(`page:${url}`, async () => ({ body: await build(template, url, {}), contentType: HTML_TYPE }));
      return sendCached(req, reply, cached, 'no-cache');
    },
  };
}
export type PageShell = ReturnType<typeof pageShell>;
