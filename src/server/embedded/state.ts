/**
 * The little state the embedded API keeps (waifu claims and marriages, webhook subscriptions,
 * 2FA secrets), one instance per server so tests never see each other's state. Each area keeps
 * its own slot, created on first use. A slot with a `close()` (the OCR worker) is closed with
 * the server.
 */
export class EmbeddedState {
  private readonly slots = new Map<string, unknown>();

  slot<T>(key: string, create: () => T): T {
    if (!this.slots.has(key)) this.slots.set(key, create());
    return this.slots.get(key) as T;
  }

  async close(): Promise<void> {
    const closable = [...this.slots.values()].filter((v): v is { close: () => Promise<void> } => typeof (v as { close?: unknown } | null)?.close === 'function');
    this.slots.clear();
    await Promise.all(closable.map((v) => v.close()));
  }
}
