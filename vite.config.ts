import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath, URL } from 'node:url';
import {
  compileHints,
  firstViewChunkGroups,
  firstViewSplitBehavior,
  preloadConfigJson,
} from './scripts/first-view.ts';
import { preloadRouteChunks } from './scripts/route-preload.ts';
import { plainDynamicImports } from './scripts/preload-helper.ts';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './scripts/lingui-macro.ts';

const mockPort = Number(process.env.MOCK_PORT ?? 8787);

export default defineConfig(({ mode }) => ({
  // Compile-time flag: the live build drops every demo branch, and the in-browser mock with it.
  define: { __DEMO__: JSON.stringify(mode === 'demo') },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: { splitBehavior: firstViewSplitBehavior },
    }),
    linguiMacroPlugin(),
    react(),
    lingui(),
    tailwindcss(),
    preloadConfigJson(),
    preloadRouteChunks(),
    plainDynamicImports(),
    compileHints(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The API explorer's document reader (src/features/explorer/document.worker.ts) is a module
  // worker, so what it never runs (the reference resolver's Node HTTP client) stays a chunk of its
  // own instead of being inlined into it (docs/decisions/0003-api-explorer.md).
  worker: { format: 'es' },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: { '/api/': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false } },
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    proxy: { '/api/': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: process.env.DIST_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist'),
    // No per-import dependency lists in the code (2 kB gzip of the entry): the route-preload
    // script's table preloads a page's chunks with their imports, for the first page and on
    // navigation (scripts/route-preload.ts, src/lib/code-loading/route-chunks.ts).
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: firstViewChunkGroups } } },
  },
}));
