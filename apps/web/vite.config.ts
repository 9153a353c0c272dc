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
    // MapLibre alone is about 1.1 MB minified; it and deck.gl load only with a map (docs/MAP.md).
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Only the libraries themselves: shared helpers (the preload helper) stay where Vite puts them.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/]/ },
            {
              name: 'deck',
              test: /node_modules[\\/](@deck\.gl|@luma\.gl|@loaders\.gl|@math\.gl|@probe\.gl|h3-js)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
