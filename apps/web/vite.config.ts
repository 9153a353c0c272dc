import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The API serves `dist` in production; in development Vite proxies `/api` to the API process.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // `.vite/manifest.json` maps each module to its chunk and their imports: the bundle bench and its
    // test add up what a route loads from it (docs/BENCHMARKS.md "Console bundle").
    manifest: true,
    // The map's chunk (MapLibre and deck.gl, about 2 MB minified) loads only with a map (docs/MAP.md).
    chunkSizeWarningLimit: 2100,
  },
});
