import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogPlugin } from './scripts/vite-plugin-catalog.ts';
import { mantineCssPlugin } from './scripts/vite-plugin-mantine-css.ts';
import { searchPlugin } from './scripts/vite-plugin-search.ts';

export default defineConfig({
  plugins: [react(), catalogPlugin(), mantineCssPlugin(), searchPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
