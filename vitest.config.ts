import { defineConfig } from 'vitest/config';
import { catalogPlugin } from './scripts/vite-plugin-catalog.ts';
import { iconsPlugin } from './scripts/vite-plugin-icons.ts';
import { referencePlugin } from './scripts/vite-plugin-reference.ts';
import { searchPlugin } from './scripts/vite-plugin-search.ts';

/**
 * Suites that drive servers, stores and processes, and mock no module: their files share one
 * process per worker, so PGlite's WebAssembly and the server's modules load once per worker
 * instead of once per file (about half the suite's CPU).
 */
const shared = ['tests/unit/server/**/*.test.ts', 'tests/unit/mcp/**/*.test.ts', 'tests/{durability,conformance,contract,property}/**/*.test.ts'];

export default defineConfig({
  plugins: [iconsPlugin(), catalogPlugin(), searchPlugin(), referencePlugin()],
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    server: { deps: { inline: ['@rjsf/mantine'] } },
    // Each embedded server opens a PGlite store: generous under a loaded CI machine.
    testTimeout: 60000,
    hookTimeout: 60000,
    // Most of a file's time is spent waiting on servers, stores and child processes: more files
    // than cores run at once (vitest's default is one fewer than the cores: one on a 2-core runner).
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'servers', include: shared, isolate: false } },
      {
        extends: true,
        test: {
          name: 'modules',
          include: ['src/**/*.test.{ts,tsx}', 'tests/{unit,spec-coverage}/**/*.test.{ts,tsx}'],
          exclude: shared,
        },
      },
    ],
  },
});
