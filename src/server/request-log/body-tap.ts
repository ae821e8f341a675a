import { Readable, Transform, pipeline } from 'node:stream';

/**
 * Passes a streamed answer on untouched while counting its bytes and keeping its first `keepBytes`
 * as text; `onEnd` hears them (null past that size) once the stream has ended, and the answer ends
 * only after it. An upstream body that breaks off fails the tap the same way, so the client's
 * connection is cut.
 */
export function tapBody(stream: Readable, keepBytes: number, onEnd: (text: string | null, size: number) => void | Promise<void>): Readable {
  const kept: Buffer[] = [];
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (keepBytes > 0 && size <= keepBytes) kept.push(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      void Promise.resolve(onEnd(size <= keepBytes ? Buffer.concat(kept).toString('utf8') : null, size)).finally(() => done());
    },
  });
  pipeline(stream, tap, () => undefined);
  return tap;
}
