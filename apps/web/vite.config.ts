import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.VITE_DEV_API ?? 'http://localhost:3000';

// The API serves the built app; in development Vite proxies /api and /media to it.
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      treeshake: {
        // @atelier/contracts mixes zod schemas with pure helpers and messages in the same modules.
        // Chained schema builders (`z.string().trim()…`) and reads such as `MESSAGES.x` look impure to
        // the bundler, so importing `truncateWords` or `CART_MESSAGES` used to drag all of zod (~30 KB
        // gzip) into the store's first load. Marking the builders pure and property reads side-effect
        // free lets unused schemas drop out; modules that really use a schema still get zod.
        propertyReadSideEffects: false,
        manualPureFunctions: ['z', 'requiredString', 'emailField', 'text', 'SocialLink'],
      },
    },
  },
});
