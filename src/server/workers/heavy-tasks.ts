/**
 * CPU-heavy work, run in the worker pool (see pool.ts) so one request never stalls the others.
 * Each export is one task: piscina calls it by name with the single value it was given.
 */
import JsConfuser from 'js-confuser';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Renamed local identifiers and concealed strings, behaviour unchanged; top-level names stay (the
 * code may be called from a page). Null: no valid JavaScript.
 */
export async function obfuscate(code: string): Promise<string | null> {
  try {
    const result = await JsConfuser.obfuscate(code, {
      target: 'browser',
      compact: true,
      hexadecimalNumbers: true,
      identifierGenerator: 'hexadecimal',
      renameVariables: true,
      renameGlobals: false,
      stringConcealing: true,
    });
    return result.code;
  } catch {
    return null;
  }
}

/** The text of the QR code in a PNG, or null when pngjs cannot read it or jsQR finds no code. */
export function decodeQr(bytes: Uint8Array): string | null {
  try {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
    return jsQR(pixels, png.width, png.height)?.data || null;
  } catch {
    return null;
  }
}

const tasks = { obfuscate, decodeQr };
export type TaskName = keyof typeof tasks;
export type TaskInput<N extends TaskName> = Parameters<(typeof tasks)[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<(typeof tasks)[N]>>;

/** The pool's one entry: runs the named task (a loader that imports this module keeps one name). */
export default function runTask<N extends TaskName>(task: { name: N; input: TaskInput<N> }): TaskOutput<N> | Promise<TaskOutput<N>> {
  return (tasks[task.name] as (input: TaskInput<N>) => TaskOutput<N> | Promise<TaskOutput<N>>)(task.input);
}
