import pg from 'pg';

/** The channel migration 0012 notifies on every change that can change what a key admits. */
export const keyChangeChannel = 'portal_keys';

/**
 * How changes other instances make to keys and accounts reach this one: PostgreSQL's
 * `LISTEN portal_keys` on a connection of its own. Only while it is heard may key lookups be
 * remembered; a lost connection is reopened, and hearing stops and starts with a `forget`, since
 * notices may have been missed meanwhile.
 */
export interface KeyChangeNotices {
  /** True while notices are heard. */
  readonly hearing: boolean;
  /** `forget` runs on every notice and whenever hearing starts or stops. */
  onChange(forget: () => void): void;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** First wait before the connection is tried again; doubled up to 30 s. */
  retryMs?: number;
  /** Told why the connection was lost or could not be opened. */
  onError?: (error: unknown) => void;
}

const maxRetryMs = 30_000;

export function listenForKeyChanges(url: string, options: ListenOptions = {}): KeyChangeNotices {
  const firstRetryMs = options.retryMs ?? 1_000;
  const forgets = new Set<() => void>();
  const tell = () => forgets.forEach((forget) => forget());
  let client: pg.Client | null = null;
  let hearing = false;
  let closed = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;

  const lost = (from: pg.Client, error: unknown) => {
    if (client !== from) return;
    client = null;
    if (hearing) {
      hearing = false;
      tell();
    }
    from.removeAllListeners();
    from.on('error', () => {});
    from.end().catch(() => {});
    if (closed) return;
    options.onError?.(error);
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(maxRetryMs, retryMs * 2);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'portal-key-changes' });
    client = next;
    next.on('notification', (notice) => {
      if (notice.channel === keyChangeChannel) tell();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('PostgreSQL closed the connection that hears key changes.')));
    try {
      await next.connect();
      await next.query(`listen ${keyChangeChannel}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next || closed) return;
    retryMs = firstRetryMs;
    hearing = true;
    // What was remembered before may have changed while nothing was heard.
    tell();
  };
  void connect();

  return {
    get hearing() {
      return hearing;
    },
    onChange(forget) {
      forgets.add(forget);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      hearing = false;
      if (open) {
        open.removeAllListeners();
        open.on('error', () => {});
        await open.end().catch(() => {});
      }
    },
  };
}
