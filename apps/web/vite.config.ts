import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.VITE_DEV_API ?? 'http://localhost:3000';

// The API serves the built app; in development Vite proxies /api and /media to it.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 2048,
  },
});
