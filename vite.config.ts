import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogPlugin } from './scripts/vite-plugin-catalog.ts';

export default defineConfig({
  plugins: [react(), catalogPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
