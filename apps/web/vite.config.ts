import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves `dist` in production; in development Vite proxies `/api` to the API process.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The map's chunk (MapLibre and deck.gl, about 2 MB minified) loads only with a map (docs/MAP.md).
    chunkSizeWarningLimit: 2100,
  },
});
