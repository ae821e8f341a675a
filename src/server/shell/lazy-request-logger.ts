import type { FastifyBaseLogger, FastifyServerOptions, LogLevel } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

/** What pino's loggers have and Fastify's logger type does not name. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: LogLevel) => boolean };

/**
 * A request's logger, made on its first line that its level lets through. Almost every call logs
 * nothing at the default level (`warn`), while pino's `child()` costs a few µs of every call, so
 * the child (with the request's id) is made only when a line is written.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  #write(level: Exclude<LogLevel, 'silent'>, line: unknown[]): void {
    if (this.#made === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    (this.#child()[level] as (...line: unknown[]) => void)(...line);
  }

  fatal(...line: unknown[]): void {
    this.#write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.#write('error', line);
  }
  warn(...line: unknown[]): void {
    this.#write('warn', line);
  }
  info(...line: unknown[]): void {
    this.#write('info', line);
  }
  debug(...line: unknown[]): void {
    this.#write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.#write('trace', line);
  }
  silent(): void {}

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a route with a log level of its own gets its child at once. */
export const lazyRequestLoggers: ChildLoggerFactory = (logger, bindings, options) =>
  options.level === undefined ? new LazyRequestLogger(logger, bindings, options) : logger.child(bindings, options);
