import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/vite-precompress';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The SPA lives in client/; the server serves dist/client in production and
// Vite proxies /api and /objects to the server in development.
export default defineConfig({
  root: fromRoot('./client'),
  plugins: [
    react(),
    tailwindcss(),
    // A feature's index.ts only re-exports its public names (docs/architecture.md). Saying so
    // lets the bundler follow each name to its own module, so importing one name through the
    // index does not pull the feature's other modules into the importer's chunk.
    {
      name: 'feature-index-side-effect-free',
      transform(_code, id) {
        if (/\/client\/src\/features\/[^/]+\/index\.ts$/.test(id)) {
          return { moduleSideEffects: false };
        }
      },
    },
    // A brotli and a gzip copy of each text file, served as they are (server/features/site/spa.ts).
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      // zod with jitless set before any schema is built (client/src/lib/zod.ts: the CSP).
      { find: /^zod$/, replacement: fromRoot('./client/src/lib/zod.ts') },
      { find: '@shared', replacement: fromRoot('./shared') },
      { find: '@', replacement: fromRoot('./client/src') },
    ],
  },
  // The manifest tells the server which chunks each route needs (member preloads).
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // TanStack Query in one chunk beside the entry: left to the automatic split, its
        // parts followed whichever lazy pages used them, and a new one (earlier versions'
        // infinite query) cut it into three chunks, 1.4 KB more on every route.
        codeSplitting: {
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 5000}`,
      '/objects': `http://127.0.0.1:${process.env.PORT ?? 5000}`,
    },
  },
});
