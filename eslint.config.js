import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The catalog core is imported by everyone and imports none of them. */
const catalogStaysCore = {
  files: ['src/catalog/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/runner/**', '**/renderers/**', '**/server/**'], message: 'src/catalog imports no consumer.' }] }],
  },
};
/** The browser code never reaches into the server, and the server never into the browser. */
const browserApart = {
  files: ['src/app/**', 'src/runner/**', 'src/renderers/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/catalog/loader*'], message: 'Browser code imports no server module.' }] }] },
};
const serverApart = {
  files: ['src/server/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/runner/**', '**/renderers/**'], message: 'The server imports no browser module.' }] }] },
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', '.tmp-dist-*/**', 'node_modules/**', '.tmp/**', 'docs/**', 'bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  catalogStaysCore,
  browserApart,
  serverApart,
);
