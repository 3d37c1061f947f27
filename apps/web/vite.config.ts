// Vite build of the React shell. The app's feature code lives in libs/web/* (plain source
// folders, reached through the '@web' alias); this folder only holds the entry, router and store.
// `npx vite build --config apps/web/vite.config.ts` (from the repo root) writes apps/web/dist,
// which the API serves at `/` with an SPA fallback to index.html.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@web\//, replacement: `${here('../../libs/web')}/` },
      // the contracts' zod-free parts from their sources: the subpaths the web imports, and for
      // the bare name (what @dm/scene imports) everything but the schemas, so zod stays out
      { find: /^@dm\/contracts$/, replacement: here('../../libs/contracts/src/zod-free.ts') },
      { find: /^@dm\/contracts\/(calls|constants|types|migrations)$/, replacement: `${here('../../libs/contracts/src')}/$1.ts` },
      // the engine from its sources, so its Web Worker (new URL('./engine.worker.ts', ...)) is
      // found and bundled; the wasm stays the package's '@dm/engine/wasm/engine.wasm'
      { find: /^@dm\/engine$/, replacement: here('../../libs/engine/src/index.ts') },
      // the renderer from its sources too, so the web build never waits for (or races) the
      // server's tsc build that writes libs/scene/dist
      { find: /^@dm\/scene$/, replacement: here('../../libs/scene/src/index.ts') },
    ],
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: keep them in their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/, priority: 2 },
            { name: 'ui-kit', test: /node_modules[\\/](@radix-ui|radix-ui|sonner|lucide-react|@floating-ui|react-remove-scroll[^\\/]*|aria-hidden|react-style-singleton|use-callback-ref|use-sidecar|tslib|detect-node-es|get-nonce)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
