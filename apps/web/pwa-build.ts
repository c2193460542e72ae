import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * What the store's build adds for installing and offline use (docs/decisions/136): a web app
 * manifest per language and an offline page per language, written into dist/ beside index.html, and
 * the list of files the service worker precaches (the shell). The service worker itself is
 * src/sw/sw.ts, built by vite-plugin-pwa (vite.config.ts).
 */

type Language = 'en' | 'rw' | 'fr';
const LANGUAGES: readonly Language[] = ['en', 'rw', 'fr'];

/** The brand's colours (theme.css): ink for the bars, paper for the splash screen. */
const INK = '#1f1a17';
const PAPER = '#fbf8f3';

/** Where a language's files live: / for English, /rw/ and /fr/ (the store's addresses, docs/decisions/108). */
const dirOf = (language: Language) => (language === 'en' ? '' : `${language}/`);
/** A language's home: /, /rw, /fr. */
const homeOf = (language: Language) => (language === 'en' ? '/' : `/${language}`);

/** The words of the manifests and the offline pages in each language (docs/i18n-glossary.md). */
const TEXTS: Record<Language, { description: string; offlineTitle: string; offlineBody: string; retry: string; home: string; store: string }> = {
  en: {
    description: 'Custom fashion, bespoke shoes and original art from our studio in Kigali, Rwanda.',
    offlineTitle: 'You are offline',
    offlineBody: 'This page is not saved on this device yet. The pages you have already opened still work, and this one will open when the connection is back.',
    retry: 'Try again',
    home: 'Home',
    store: 'Store',
  },
  rw: {
    description: "Imideli idodwa ku bwawe, inkweto zikorwa ku gipimo cyawe n'ibihangano by'umwimerere biva mu nzu yacu y'ubuhanzi i Kigali, mu Rwanda.",
    offlineTitle: 'Ntabwo uri kuri murandasi',
    offlineBody: 'Uru rupapuro ntirurabikwa kuri iki gikoresho. Impapuro wafunguye mbere ziracyakora, naho uru ruzafunguka murandasi nigaruka.',
    retry: 'Ongera ugerageze',
    home: 'Ahabanza',
    store: 'Iduka',
  },
  fr: {
    description: 'Mode sur mesure, chaussures personnalisées et art original de notre atelier à Kigali, au Rwanda.',
    offlineTitle: 'Vous êtes hors ligne',
    offlineBody: "Cette page n'est pas encore enregistrée sur cet appareil. Les pages que vous avez déjà ouvertes fonctionnent toujours ; celle-ci s'ouvrira quand la connexion sera rétablie.",
    retry: 'Réessayer',
    home: 'Accueil',
    store: 'Boutique',
  },
};

/**
 * A language's web app manifest: the shop's name, its description in the language, the language's
 * home as start URL and scope (/, /rw, /fr; no trailing slash, which would leave out /rw itself),
 * standalone display, the brand's colours, and icons 192/512 px plainly and as maskable
 * (public/icons, made by scripts/make-icons.mjs).
 */
function webManifest(language: Language): Record<string, unknown> {
  const home = homeOf(language);
  return {
    id: home,
    name: 'Atelier Kigali',
    short_name: 'Atelier',
    description: TEXTS[language].description,
    lang: language,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: INK,
    background_color: PAPER,
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page the service worker shows for a page never opened while the network is gone, in one
 * language: self-contained (inline styles, the brand mark inline, no script: the page's CSP allows
 * none inline), with "Try again" (the same address again), Home and Store.
 */
function offlinePage(language: Language): string {
  const text = TEXTS[language];
  const home = homeOf(language);
  const store = language === 'en' ? '/store' : `/${language}/store`;
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${INK}" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="manifest" href="/${dirOf(language)}manifest.webmanifest" />
    <title>${escapeHtml(text.offlineTitle)} · Atelier Kigali</title>
    <style>
      body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:${PAPER};color:${INK};font:400 1rem/1.5 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
      main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
      h1{margin:1.25rem 0 .5rem;font:600 1.75rem/1.2 'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif}
      p{margin:0 0 1.5rem;color:#5f5650}
      nav{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
      a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:999px;font-weight:600;text-decoration:none}
      .primary{background:${INK};color:${PAPER}}
      .plain{border:1px solid #d6c6b1;color:${INK}}
      a:focus-visible{outline:3px solid #b4481f;outline-offset:2px}
    </style>
  </head>
  <body>
    <main>
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="${INK}"/><path d="M14 46 24 18h4l10 28h-5l-2.4-7H19.4L17 46zm7-11h8.2L25 22.6z" fill="${PAPER}"/><path d="m36 46 7-10 7 10zm0-14 7-10 7 10z" fill="#e9a23b"/></svg>
      <h1>${escapeHtml(text.offlineTitle)}</h1>
      <p>${escapeHtml(text.offlineBody)}</p>
      <nav>
        <a class="primary" href="">${escapeHtml(text.retry)}</a>
        <a class="plain" href="${home}">${escapeHtml(text.home)}</a>
        <a class="plain" href="${store}">${escapeHtml(text.store)}</a>
      </nav>
    </main>
  </body>
</html>
`;
}

/** Writes the manifests and offline pages of every language into the store's build (not the back office's). */
export function pwaFiles(): Plugin {
  return {
    name: 'atelier:pwa-files',
    apply: 'build',
    generateBundle() {
      for (const language of LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: `${dirOf(language)}manifest.webmanifest`, source: `${JSON.stringify(webManifest(language), null, 2)}\n` });
        this.emitFile({ type: 'asset', fileName: `${dirOf(language)}offline.html`, source: offlinePage(language) });
      }
    },
  };
}

/** Vite's build manifest, as far as the shell list reads it. */
type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * Modules every store page loads besides the entry's static imports: the footer (its own chunk,
 * docs/decisions/060), the service worker's page side (app/pwa, loaded when the page is idle) and the
 * notification toast (loaded with the first `notify` event, which may come offline).
 */
const SHELL_MODULES = ['src/app/layout/footer.tsx', 'src/app/pwa/service-worker-ui.tsx', 'src/app/layout/notification.tsx'];

/**
 * The files the service worker precaches: the store's entry and everything it imports statically,
 * their stylesheets, the footer's and the service worker bars' chunks, index.html (the app's page for
 * a page opened inside the app and opened again offline), the offline pages and the favicon. A page's own chunk, a
 * language's catalog and pictures are kept when first used (runtime caches in sw.ts), so installing
 * costs a phone no more than the first page already did (those files are in its HTTP cache).
 */
export function shellFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const files = new Set<string>(['index.html', 'favicon.svg', ...LANGUAGES.map((language) => `${dirOf(language)}offline.html`)]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of SHELL_MODULES) visit(key);
  return files;
}
