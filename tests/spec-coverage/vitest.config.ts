import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../vitest.config.ts';

/** The spec coverage suite on its own: `npx vitest run -c tests/spec-coverage/vitest.config.ts`. */
export default mergeConfig(base, defineConfig({ root: join(__dirname, '..', '..'), test: { include: ['tests/spec-coverage/**/*.test.{ts,tsx}'] } }));
