import { defineConfig } from 'vitest/config';
import { catalogPlugin } from './scripts/vite-plugin-catalog.ts';
import { referencePlugin } from './scripts/vite-plugin-reference.ts';
import { searchPlugin } from './scripts/vite-plugin-search.ts';

export default defineConfig({
  plugins: [catalogPlugin(), searchPlugin(), referencePlugin()],
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'tests/{unit,property,conformance,durability,spec-coverage}/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    server: { deps: { inline: ['@rjsf/mantine'] } },
    // Each embedded server opens a PGlite store: generous under a loaded CI machine.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
