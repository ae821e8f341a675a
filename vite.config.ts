import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { agentDocsPlugin } from './scripts/vite-plugin-agent-docs.ts';
import { catalogPlugin } from './scripts/vite-plugin-catalog.ts';
import { formThemePlugin } from './scripts/vite-plugin-form-theme.ts';
import { iconsPlugin } from './scripts/vite-plugin-icons.ts';
import { mantineChunkGroups } from './scripts/mantine-chunks.ts';
import { mantineCssPlugin } from './scripts/vite-plugin-mantine-css.ts';
import { precompressPlugin } from './scripts/vite-plugin-precompress.ts';
import { referencePlugin } from './scripts/vite-plugin-reference.ts';
import { routePreloadPlugin } from './scripts/vite-plugin-route-preload.ts';
import { scrollAreaPlugin } from './scripts/vite-plugin-scroll-area.ts';
import { searchPlugin } from './scripts/vite-plugin-search.ts';

/**
 * Pure catalog helpers, the documentation blocks and the smallest UI pieces (`src/ui`: the copy to
 * the clipboard; the spinner is on the first page already): the reference pages share them with
 * the dashboard (no RJSF in them).
 */
const sharedByDocs = (id: string) => /[\\/]src[\\/](?:catalog[\\/](?!exporters[\\/])|panels[\\/](?:EntryDoc|a11y)[\\/]|ui[\\/])/.test(id);

/** What a form shows only after its first answer or on demand (the inspector, the run list): lazily loaded, kept out of `shared`. */
const afterFirstAnswer = (id: string) => /[\\/]src[\\/](?:inspector[\\/]ResponseInspector[\\/](?!LazyResponseInspector)|history[\\/](?:HistoryList[\\/]|format\.ts$))/.test(id);

/** The portal's modules of the group page, the form and its answers (the recipes list included). */
const sharedByForms = (id: string) =>
  /[\\/]src[\\/](?:engine|panels|renderers|share|history|form-theme|inspector|snippets|app[\\/]PanelErrorBoundary)[\\/]|virtual:portal-(?:catalog|recipes)$|ajv[\\/]dist[\\/]runtime[\\/]/.test(id) &&
  !sharedByDocs(id) &&
  !afterFirstAnswer(id);

export default defineConfig({
  plugins: [react(), iconsPlugin(), catalogPlugin(), formThemePlugin(), mantineCssPlugin(), scrollAreaPlugin(), routePreloadPlugin(), searchPlugin(), agentDocsPlugin(), precompressPlugin(), referencePlugin()],
  resolve: {
    // The router's hook shim is for React 17 and older: React's own hook instead (src/router/use-sync-external-store.ts).
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: fileURLToPath(new URL('./src/router/use-sync-external-store.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs in one chunk (and one stylesheet), instead of a
            // dozen small shared ones each costing a request: a round trip is dearer than bytes.
            { name: 'app', tags: ['$initial'], priority: 30 },
            // The Mantine code only lazily loaded pages and forms use (scripts/mantine-chunks.ts).
            ...mantineChunkGroups,
            // RJSF helpers the form shares with its lazily fetched fields and widgets: one chunk,
            // not one small request each. What only the form uses stays in the form's chunk.
            { name: 'form-shared', test: /node_modules[\\/]@rjsf[\\/]/, minShareCount: 2, priority: 5 },
            // The portal's own modules the group page, the 'Coba' form and the renderers share: one
            // chunk, not a dozen of under 1 KiB each (a deep link asked for 30 files, now 16). What
            // only the reference pages and the account pages share stays with them.
            { name: 'shared', test: sharedByForms, minShareCount: 2, priority: 4 },
            // What the reference pages need too, captured first (a group takes its modules' imports
            // along): a reference page must not pull the form's RJSF in.
            { name: 'docs-shared', test: sharedByDocs, minShareCount: 2, priority: 6 },
          ],
        },
      },
    },
  },
});
