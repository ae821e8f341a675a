import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel migration 0012 notifies on every change that can change what a key admits. */
export const keyChangeChannel = 'portal_keys';

/**
 * How changes other instances make to keys and accounts reach this one: PostgreSQL's
 * `LISTEN portal_keys` on a connection of its own. Only while it is heard may key lookups be
 * remembered; a lost connection is reopened, and hearing stops and starts with a `forget`, since
 * notices may have been missed meanwhile. Hearing is proven, not assumed: every `checkMs` the
 * listener notifies its own channel with a probe and must hear it back within `probeMs` (a
 * connection through a pooler in transaction mode accepts LISTEN but passes on no notice); a probe
 * not heard counts as a lost connection.
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
  /** How often hearing is proven with a probe (default 10 s). */
  checkMs?: number;
  /** How long a probe may take to be heard back (default 2 s). */
  probeMs?: number;
  /** How a probe is sent: through the store's own connections, as another instance's change would be. */
  send: (channel: string, payload: string) => Promise<void>;
  /** Told why the connection was lost or could not be opened. */
  onError?: (error: unknown) => void;
}

const maxRetryMs = 30_000;

export function listenForKeyChanges(url: string, options: ListenOptions): KeyChangeNotices {
  const firstRetryMs = options.retryMs ?? 1_000;
  const forgets = new Set<() => void>();
  const tell = () => forgets.forEach((forget) => forget());
  let client: pg.Client | null = null;
  let hearing = false;
  let closed = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  /** A probe this listener sent and waits to hear, with its deadline. */
  let probe: { payload: string; deadline: NodeJS.Timeout } | undefined;
  /** Probes carry this prefix: they change nothing, so they make no instance forget. */
  const probePrefix = 'probe:';

  const lost = (from: pg.Client, error: unknown) => {
    if (client !== from) return;
    client = null;
    clearInterval(check);
    if (probe) clearTimeout(probe.deadline);
    probe = undefined;
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
      if (notice.channel !== keyChangeChannel) return;
      if (!notice.payload?.startsWith(probePrefix)) return tell();
      if (probe?.payload !== notice.payload) return;
      clearTimeout(probe.deadline);
      probe = undefined;
      if (hearing) return;
      // Heard back: from now on notices arrive. What was remembered before may have changed meanwhile.
      hearing = true;
      retryMs = firstRetryMs;
      tell();
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
    const sendProbe = () => {
      if (probe || client !== next) return;
      const payload = `${probePrefix}${randomUUID()}`;
      probe = { payload, deadline: setTimeout(() => lost(next, new Error('A key-change probe was not heard back.')), options.probeMs ?? 2_000) };
      probe.deadline.unref();
      // Through the store's own connections, as a change from another instance would arrive.
      void options.send(keyChangeChannel, payload).catch((error: unknown) => lost(next, error));
    };
    // Hearing starts with the first probe heard back, never with LISTEN alone.
    sendProbe();
    check = setInterval(sendProbe, options.checkMs ?? 10_000);
    check.unref();
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
      clearInterval(check);
      if (probe) clearTimeout(probe.deadline);
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
