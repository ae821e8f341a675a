import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DemoCredentials } from './common/index.ts';
import { buildServer } from './app.ts';
import { banner, configFromEnv, loggerOptions, stopOnSignals } from './shell/index.ts';

const config = configFromEnv();
let app: FastifyInstance;
let demo: DemoCredentials | undefined;
try {
  app = await buildServer({
    demo: config.demo,
    onDemoSeeded: (seeded) => (demo = seeded),
    store: config.store,
    secret: config.secret,
    sessionDays: config.sessionDays,
    defaultLimit: config.defaultLimit,
    admin: config.admin,
    logDays: config.logDays,
    upstreamUrl: config.upstreamUrl,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    distDir: config.distDir ? resolve(config.distDir) : undefined,
    // Offline, nothing leaves the machine: every outside image answers the proxy's 503 saying so.
    imageProxy: config.offline ? { offline: true } : undefined,
    providers: config.providers,
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'warn'),
    rateLimits: config.rateLimits,
    redisUrl: config.redisUrl,
    trustProxy: config.trustProxy,
    channelUrl: config.channelUrl,
    warmUp: true,
    // Reminders are delivered by the embedded API's own engine; an upstream delivers its own.
    reminders: { run: !config.upstreamUrl, birthdayTime: process.env.PORTAL_BIRTHDAY_TIME },
  });
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  console.error(`Server gagal dijalankan: ${(error as Error).message}`);
  process.exit(1);
}
const shown = config.host.includes(':') ? `[${config.host}]` : config.host;
console.log(banner(config, `http://${shown}:${config.port}`, demo));

stopOnSignals(app);
