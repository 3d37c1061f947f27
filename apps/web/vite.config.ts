// Vite build of the React shell. The app's feature code lives in libs/web/* (plain source
// folders, reached through the '@web' alias); this folder only holds the entry, router and store.
// `npx vite build --config apps/web/vite.config.ts` (from the repo root) writes apps/web/dist,
// which the API serves at `/` with an SPA fallback to index.html.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Brotli and gzip copies of the built scripts, styles and wasm, written
 * once at build time beside each file (`x.js.br`, `x.js.gz`): the server sends the one a browser
 * takes, so a cold load downloads about a quarter of the bytes and no request waits on compression.
 */
function precompress(): Plugin {
  return {
    name: 'dm-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle() {
      const dir = join(here('dist'), 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|wasm|svg|json)$/.test(name)) continue;
        const body = readFileSync(join(dir, name));
        if (body.length < 1024) continue;
        // the best brotli up to 2 MB; the learned model's runtime (14 MB) at a quality that takes a second, not half a minute
        const quality = body.length < 2 << 20 ? 11 : 5;
        writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: quality === 11 ? 9 : 6 }));
      }
    },
  };
}

// `--ssr src/entry-server.tsx` builds the app for the server to draw pages with (dist-ssr, every
// package bundled in, so the server needs nothing of the web's at run time)
export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  base: '/',
  plugins: [react(), precompress()],
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
  ssr: { noExternal: true },
  build: isSsrBuild ? { outDir: here('dist-ssr'), emptyOutDir: true, target: 'node20', sourcemap: false, reportCompressedSize: false } : {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads which chunks the editor's route needs, to preload
    // them on editor pages
    manifest: true,
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
}));
