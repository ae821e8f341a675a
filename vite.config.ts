import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogPlugin } from './scripts/vite-plugin-catalog.ts';
import { mantineCssPlugin } from './scripts/vite-plugin-mantine-css.ts';
import { precompressPlugin } from './scripts/vite-plugin-precompress.ts';
import { routePreloadPlugin } from './scripts/vite-plugin-route-preload.ts';

export default defineConfig({
  plugins: [react(), catalogPlugin(), mantineCssPlugin(), routePreloadPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
