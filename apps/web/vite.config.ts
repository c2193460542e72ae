import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

// The API serves the built app; in development Vite proxies /api and /media to it.
export default defineConfig({
  plugins: [react(), tailwindcss(), nonBlockingStylesheet()],
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 2048,
    // The bundle benchmark reads which files each route loads from here.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs, in one file beside the entry: React, the router, TanStack Query,
            // the toasts and the session. Left to the automatic split it was nine small chunks shared
            // with the pages, a round trip per six files over HTTP/1.1 (docs/decisions/060).
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|goober|react-hot-toast)[\\/]|[\\/]src[\\/](config[\\/]env|lib[\\/](boot|events|session|api-client|auth|query-client|cn))\.tsx?$/,
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
        manualPureFunctions: ['z', 'requiredString', 'emailField', 'wireNumber', 'idSchema', 'lineQuantity', 'text', 'SocialLink'],
      },
    },
  },
});
