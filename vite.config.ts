import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { agentDocsPlugin } from './scripts/vite-plugin-agent-docs.ts';
import { catalogPlugin } from './scripts/vite-plugin-catalog.ts';
import { mantineCssPlugin } from './scripts/vite-plugin-mantine-css.ts';

export default defineConfig({
  plugins: [react(), catalogPlugin(), mantineCssPlugin(), agentDocsPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
