import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The explorer's comforts around the form and the header: a features layer between the engine and
 * the panels. They use the catalog, the engine and each other; the panels and the app use them;
 * nothing below them (catalog, engine, renderers) and no server module reaches into them.
 */
const featureFolders = ['history', 'share', 'snippets', 'search', 'inspector', 'quota', 'form-theme', 'usage'];
const features = featureFolders.map((name) => `**/${name}/**`);

/** The catalog core is imported by everyone and imports none of them. */
const catalogStaysCore = {
  files: ['src/catalog/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/engine/**', '**/panels/**', '**/renderers/**', '**/server/**', '**/mcp/**', '**/ui/**', ...features], message: 'src/catalog imports no consumer.' }] }],
  },
};
/** Browser code never reaches into the server (nor into the catalog's file loader). */
const noServer = { group: ['**/server/**', '**/catalog/loader*'], message: 'Browser code imports no server module.' };
/**
 * Imports go one way: catalog ← engine ← renderers ← panels ← app. The engine is UI-free, so
 * history, share links or a command line can run entries without React or Mantine.
 */
const engineUiFree = {
  files: ['src/engine/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'react', message: 'src/engine is UI-free.' }],
        patterns: [
          noServer,
          { group: ['react-*', '@mantine/*', '@rjsf/core', '@rjsf/mantine'], message: 'src/engine is UI-free.' },
          { group: ['**/app/**', '**/panels/**', '**/renderers/**', '**/ui/**', ...features], message: 'src/engine imports no view and no comfort.' },
        ],
      },
    ],
  },
};
const renderersBelowPanels = {
  files: ['src/renderers/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [noServer, { group: ['**/app/**', '**/panels/**', ...features], message: 'Renderers import the engine, never the comforts, the panels or the app.' }] }] },
};
const featuresBelowPanels = {
  files: featureFolders.map((name) => `src/${name}/**`),
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [noServer, { group: ['**/app/**', '**/panels/**', '**/renderers/**', '**/mcp/**'], message: 'A comfort imports the catalog, the engine and other comforts; the panels and the app show it.' }] },
    ],
  },
};
/** The smallest shared pieces of UI (a labelled spinner, a copy with its toast): every view uses them, they use no other folder. */
const uiAtTheBottom = {
  files: ['src/ui/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'src/ui imports no other folder of src: every view imports it.' }] }] },
};
const panelsBelowApp = {
  files: ['src/panels/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [noServer, { group: ['**/app/**'], message: 'Panels never import the app shell.' }] }] },
};
/** The browser code never reaches into the server, and the server never into the browser. */
const browserApart = {
  files: ['src/app/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
};
const serverNoBrowser = { group: ['**/app/**', '**/engine/**', '**/panels/**', '**/renderers/**', '**/ui/**', ...features], message: 'The server imports no browser module.' };
const serverApart = {
  files: ['src/server/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [serverNoBrowser] }] },
};
/**
 * The server's rooms (the folders of src/server: shell, upstream, embedded, store, accounts...) are
 * entered by their door, `index.ts`: another room, or the composition beside them (app.ts, main.ts),
 * never imports a file behind it. The rooms are found from the folders, so a new one is held too.
 * A relative import's depth says where it lands, hence one block per depth below src/server.
 */
const serverRooms = readdirSync(new URL('./src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const behindDoor = (up, rooms) => ({
  regex: `^${up}(${rooms.join('|')})/(?!index\\.ts$)`,
  message: "Another room of the server is entered by its door: import its index.ts (add there what this room needs).",
});
const serverDoors = [
  { files: ['src/server/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [serverNoBrowser, behindDoor('\\./', serverRooms)] }] } },
  ...serverRooms.flatMap((room) =>
    [1, 2, 3, 4, 5].map((depth) => ({
      files: [`src/server/${room}/${'*/'.repeat(depth - 1)}*.{ts,tsx,mts}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [serverNoBrowser, behindDoor(`(\\.\\./){${depth}}`, serverRooms.filter((other) => other !== room))] },
        ],
      },
    })),
  ),
];
/**
 * The MCP server runs inside the portal server: the UI-free engine and search, never a view. The
 * server imports it, so it imports no server module: the server hands it the embedded API's
 * validator and its mapping onto an upstream.
 */
const mcpUiFree = {
  files: ['src/mcp/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'react', message: 'src/mcp runs in the server: no views.' }],
        patterns: [
          { group: ['react-*', '@mantine/*', '@rjsf/core', '@rjsf/mantine'], message: 'src/mcp runs in the server: no views.' },
          { group: ['**/app/**', '**/panels/**', '**/renderers/**', '**/*.tsx'], message: 'src/mcp imports no view.' },
          { regex: '^(\\.\\./)+server/', message: 'The server imports src/mcp: src/mcp imports no server module.' },
        ],
      },
    ],
  },
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
  engineUiFree,
  renderersBelowPanels,
  featuresBelowPanels,
  panelsBelowApp,
  uiAtTheBottom,
  serverApart,
  ...serverDoors,
  mcpUiFree,
);
