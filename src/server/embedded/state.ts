/**
 * Process-local engines a handler starts once and reuses (the OCR worker), one set per server,
 * each created on first use and closed with the server. Data never goes here: what the embedded
 * API acknowledges is kept by the store's repositories.
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
