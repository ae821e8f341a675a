/** Debian's `redis-server` for tests: loopback only, a free port, nothing written to disk. */
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from '../../scripts/load-kit.ts';

/** Why the Redis tests cannot run here, or null when `redis-server` is installed. */
export function redisMissing(): string | null {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return probe.error ? 'redis-server tidak terpasang (apt-get install redis-server): uji Redis dilewati.' : null;
}

export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server tidak siap:\n${output}`)), 10_000);
    redis.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    redis.once('exit', () => reject(new Error(`redis-server berhenti:\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (redis.exitCode !== null) return resolve();
      redis.once('exit', () => resolve());
      redis.kill();
    });
  return { url: `redis://127.0.0.1:${port}`, stop };
}
