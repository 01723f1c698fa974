import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The SPA lives in client/; the server serves dist/client in production and
// Vite proxies /api and /objects to the server in development.
export default defineConfig({
  root: fromRoot('./client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': fromRoot('./shared'),
      '@': fromRoot('./client/src'),
    },
  },
  // The manifest tells the server which chunks each route needs (member preloads).
  build: { outDir: fromRoot('./dist/client'), emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 5000}`,
      '/objects': `http://127.0.0.1:${process.env.PORT ?? 5000}`,
    },
  },
});
