/**
 * `npm start`'s build step: builds the portal (`dist/`) and the server (`dist-server/`) only when
 * what they are built from changed since the last build, and quietly (one line, plus warnings and
 * errors). A second start therefore goes straight to the server.
 *
 * The fingerprint (`build-fingerprint.ts`) is written beside the server's build only after both
 * builds succeed, so a failed or interrupted build is redone at the next start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildFingerprint } from './build-fingerprint.ts';

const root = resolve(import.meta.dirname, '..');
const stampFile = join(root, 'dist-server', '.build-stamp');
const builtFiles = [join(root, 'dist', 'index.html'), join(root, 'dist-server', 'server', 'main.js')];

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const fingerprint = buildFingerprint(root, process.env);
const current = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint && builtFiles.every((file) => existsSync(file));
if (!current) {
  const started = Date.now();
  console.log('Membangun portal (sekali setelah setiap perubahan sumber)...');
  const bin = (name: string) => join(root, 'node_modules', '.bin', name);
  run(bin('vite'), ['build', '--logLevel', 'warn']);
  run(bin('tsc'), ['-p', 'tsconfig.server.json']);
  writeFileSync(stampFile, fingerprint);
  console.log(`Selesai dalam ${((Date.now() - started) / 1000).toFixed(0)} detik.`);
}
