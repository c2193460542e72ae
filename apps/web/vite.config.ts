import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { LINGUI_CONFIG_PATH, linguiMacroPreset } from './i18n-build';
import { pwaFiles, shellFiles } from './pwa-build';

const apiTarget = process.env.VITE_DEV_API ?? 'http://localhost:3000';

/**
 * The built page's stylesheet does not block the first paint (docs/decisions/060): it is fetched
 * at high priority by a preload, attached with media="print", and main.tsx turns it on and waits for
 * it before React renders anything that needs it. Until then the page shows its inline-styled
 * 'Loading...' placeholder, painted as soon as the HTML arrives instead of after the CSS.
 */
function nonBlockingStylesheet(): Plugin {
  return {
    name: 'atelier:non-blocking-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+)">/,
          (_all, href: string) => `<link rel="preload" as="style" crossorigin href="${href}">\n    <link rel="stylesheet" crossorigin href="${href}" media="print" id="app-css">`,
        ),
    },
  };
}

/**
 * Which page this build makes (DESIGN.md "Back office"): `npm run build` runs Vite twice with this
 * config, first the store (index.html, the default), then with ATELIER_WEB_ENTRY=admin the back
 * office (admin.html) into the same dist/. Two passes rather than two inputs of one: with one graph
 * the bundler moves every module both pages use out of the store's entry into shared chunks and
 * keeps in the shared vendor chunk whatever the back office uses, so the store's first load would
 * change with every back-office page. Separate, the store's files are byte for byte what they were.
 */
const adminBuild = process.env.ATELIER_WEB_ENTRY === 'admin';
/**
 * The third pass, ATELIER_WEB_ENTRY=server: the store's server renderer (src/entry-server.tsx,
 * docs/decisions/135) as one self-contained file, dist/server/entry-server.js, with React and every
 * page inside, which the API imports once at start (no Vite, no node_modules lookups at run time).
 * The API never serves dist/server/.
 */
const serverBuild = process.env.ATELIER_WEB_ENTRY === 'server';

const distDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Installing and offline use (docs/decisions/136), in the store's pass only: the manifests and offline
 * pages (pwa-build.ts), and the service worker src/sw/sw.ts built by vite-plugin-pwa into /sw.js with
 * the shell's files as its precache list. The app registers it itself (lib/pwa), so the plugin adds
 * nothing to index.html.
 */
function offlineStore(): Plugin[] {
  return [
    pwaFiles(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/*.{js,css,woff2}', 'index.html', '**/offline.html', 'favicon.svg'],
        globIgnores: ['assets/admin/**'],
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles(distDir);
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ];
}

/**
 * React Router's own files as the store's first load needs them (docs/decisions/060, "First load,
 * 2026-11-29"): its package points bundlers at its development build only, whose `ENABLE_DEV_WARNINGS`
 * keeps every developer warning, and every component of it is followed by a `X.displayName = "X"`
 * statement, which the bundler must keep as a side effect, and with it the component: `<Form>`,
 * `useSubmit` and their form-encoding helpers, `<ScrollRestoration>`, `HistoryRouter`, none of which
 * the app uses. Here the production build is read instead (the same code with the warnings off), and
 * the displayName lines (names for React's developer tools) are dropped and its `forwardRef` calls
 * marked pure (they are: they only wrap the function), so an unused component drops out.
 */
function leanReactRouter(): Plugin {
  const dist = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;
  return {
    name: 'atelier:lean-react-router',
    apply: 'build',
    transform: {
      filter: { id: dist },
      handler(code, id) {
        if (!dist.test(id)) return null;
        const lean = code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*\.forwardRef)\(/g, '= /* @__PURE__ */ $1(');
        return lean === code ? null : { code: lean, map: null };
      },
    },
  };
}

/** In development, every /admin address is the back office's page, as the API answers in production. */
function adminPages(): Plugin {
  return {
    name: 'atelier:admin-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = req.url?.split('?')[0] ?? '';
        if (req.method === 'GET' && (pathname === '/admin' || (pathname.startsWith('/admin/') && !/\.[a-z0-9]+$/i.test(pathname)))) req.url = '/admin.html';
        next();
      });
    },
  };
}

/** The bundle being written, as the `staticImports` plugin saw it just before Vite wrote the preload lists. */
let writtenBundle: Record<string, { type: string; imports?: string[] }> = {};
/** Chunk file → every chunk it imports statically, directly or not (worked out once per chunk). */
const staticImportsOf = new Map<string, Set<string>>();

/** Keeps the bundle's static import graph for `notYetLoaded`, before Vite's own generateBundle uses it. */
function staticImports(): Plugin {
  return {
    name: 'atelier:static-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        writtenBundle = bundle;
        staticImportsOf.clear();
      },
    },
  };
}

/**
 * A dynamic import's preload list (Vite's `modulePreload.resolveDependencies`) without the chunks its
 * host chunk imports statically: those ran before the host did, so preloading them again does
 * nothing. Every lazy page of the entry listed the shell and the entry's other imports again, and the
 * store card's lazy variant sheet nine files, in bytes of the store's first load (docs/decisions/060).
 */
function notYetLoaded(deps: string[], host: string): string[] {
  let loaded = staticImportsOf.get(host);
  if (!loaded) {
    const seen = new Set<string>([host]);
    const visit = (file: string) => {
      for (const imported of writtenBundle[file]?.imports ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
      }
    };
    visit(host);
    loaded = seen;
    staticImportsOf.set(host, loaded);
  }
  return deps.filter((dep) => !loaded.has(dep));
}

// The API serves the built app; in development Vite proxies /api and /media to it.
export default defineConfig({
  // Lingui (docs/decisions/108): its macro through Babel on the files that use it; `.po` imports
  // compiled into catalogs, the build failing when a translation is missing.
  plugins: [
    react(),
    babel({ presets: [linguiMacroPreset] }),
    lingui({ configPath: LINGUI_CONFIG_PATH, failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    nonBlockingStylesheet(),
    adminPages(),
    staticImports(),
    leanReactRouter(),
    ...(adminBuild || serverBuild ? [] : offlineStore()),
  ],
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@admin': fileURLToPath(new URL('./src/admin', import.meta.url)) },
  },
  // React's production build inside the server bundle, whatever NODE_ENV the API runs with.
  ...(serverBuild ? { ssr: { noExternal: true, target: 'node' as const }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: serverBuild
    ? {
        target: 'node20',
        ssr: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        minify: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        sourcemap: true,
        assetsInlineLimit: 2048,
        modulePreload: { resolveDependencies: (_file, deps, { hostId }) => notYetLoaded(deps, hostId) },
        // The bundle benchmark and the API's page shell read which files each store route loads from
        // .vite/manifest.json; the back office's pass writes its own.
        manifest: adminBuild ? '.vite/admin-manifest.json' : true,
        // The back office's pass adds to the store's dist/ rather than replacing it.
        emptyOutDir: !adminBuild,
        copyPublicDir: !adminBuild,
        rolldownOptions: {
          input: fileURLToPath(new URL(adminBuild ? './admin.html' : './index.html', import.meta.url)),
          output: {
            // The back office's files under assets/admin/, which the store's service worker never keeps.
            ...(adminBuild ? { entryFileNames: 'assets/admin/[name]-[hash].js', chunkFileNames: 'assets/admin/[name]-[hash].js', assetFileNames: 'assets/admin/[name]-[hash][extname]' } : {}),
            // The store's grouping (the back office is split by the bundler alone: its pages are lazy
            // and it has no first-load budget, and a group without its dependencies could run a module
            // before one it needs from another chunk).
            codeSplitting: adminBuild
              ? undefined
              : {
                  groups: [
                    // What every page needs, in one file beside the entry: React, the router, TanStack Query,
                    // the session and the language (Lingui's runtime and the formats; docs/decisions/108). The
                    // toasts load on first use or when idle (lib/toast.tsx). Left to the automatic split it was
                    // nine small chunks shared with the pages, a round trip per six files over HTTP/1.1
                    // (docs/decisions/060). Only TanStack Query of @tanstack: the country picker's virtual list
                    // (@tanstack/react-virtual) stays in the picker's chunk (docs/decisions/126-country-picker.md).
                    // Also here, not in files of their own: what the entry or every page imports besides —
                    // Vite's preload helper, the language switch, the tab title, and the contracts' status
                    // codes, cart messages, money and date formats (only their messages and helpers: a
                    // schema of theirs used by a page would bring zod, so the first-load figure would show it).
                    {
                      name: 'shell',
                      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|@lingui[\\/](core|react))[\\/]|[\\/]src[\\/](config[\\/]env|lib[\\/](boot|events|use-document-title|use-hydrated|seed-queries|session|api-client|auth|query-client|cn|toast|idle|i18n[\\/](i18n|locales|format|use-format|spec-messages|switch-locale)))\.tsx?$|^\0vite[\\/]preload-helper|[\\/]contracts[\\/]src[\\/](errors|cart|domain[\\/](money|kigali-time)|i18n[\\/]format)\.ts$/,
                      includeDependenciesRecursively: false,
                    },
                  ],
                },
          },
          treeshake: {
            // @atelier/contracts mixes zod schemas with pure helpers and messages in the same modules.
            // Chained schema builders (`z.string().trim()…`) and reads such as `MESSAGES.x` look impure to
            // the bundler, so importing `truncateWords` or `CART_MESSAGES` used to drag all of zod (~30 KB
            // gzip) into the store's first load. Marking the builders pure and property reads side-effect
            // free lets unused schemas drop out; modules that really use a schema still get zod.
            propertyReadSideEffects: false,
            manualPureFunctions: ['z', 'requiredString', 'emailField', 'wireNumber', 'idSchema', 'lineQuantity', 'optionalVariantId', 'text', 'SocialLink'],
          },
        },
      },
});
