import type { CDPSession, Page } from 'playwright-core';

/** Bytes and object count per `<node type> <constructor or name>` of a heap snapshot. */
export type HeapCensus = Map<string, { count: number; size: number }>;

export interface HeapSample {
  /** `Runtime.getHeapUsage` after two garbage collections: the whole JS heap, compiled code included. */
  used: number;
  /** Of the snapshot: V8's compiled code (bytecode, optimized machine code, feedback); grows while hot functions get optimized. */
  code: number;
  /** Of the snapshot: everything else, the objects the page keeps. */
  objects: number;
  /** DOM nodes and JS event listeners alive (`Memory.getDOMCounters`). */
  domNodes: number;
  listeners: number;
  census: HeapCensus;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

async function census(cdp: CDPSession): Promise<HeapCensus> {
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => void chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const heap = JSON.parse(chunks.join('')) as Snapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];
  const byName: HeapCensus = new Map();
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    // Closures' contexts carry their snapshot id in the name: without it they group across snapshots.
    const name = heap.strings[heap.nodes[i + nameAt]!]!.replace(/ @\d+$/, '').slice(0, 80);
    const key = `${types[heap.nodes[i + typeAt]!]} ${name}`;
    const row = byName.get(key) ?? { count: 0, size: 0 };
    row.count++;
    row.size += heap.nodes[i + sizeAt]!;
    byName.set(key, row);
  }
  return byName;
}

/** The page's heap after garbage collection, split into compiled code and objects, with the DOM counters. */
export async function heapSample(page: Page): Promise<HeapSample> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
    const rows = await census(cdp);
    const sum = (code: boolean) => [...rows].filter(([key]) => key.startsWith('code ') === code).reduce((n, [, row]) => n + row.size, 0);
    return { used: usedSize, code: sum(true), objects: sum(false), domNodes: nodes, listeners: jsEventListeners, census: rows };
  } finally {
    await cdp.detach();
  }
}

/** What grew most between two censuses, largest first, compiled code left out. */
export function grownObjects(before: HeapCensus, after: HeapCensus, limit = 25): string[] {
  return [...after]
    .filter(([key]) => !key.startsWith('code '))
    .map(([key, a]) => ({ key, count: a.count - (before.get(key)?.count ?? 0), size: a.size - (before.get(key)?.size ?? 0) }))
    .filter((r) => r.size > 0)
    .sort((x, y) => y.size - x.size)
    .slice(0, limit)
    .map((r) => `${String(r.size).padStart(9)} B ${String(r.count).padStart(7)}  ${r.key}`);
}
