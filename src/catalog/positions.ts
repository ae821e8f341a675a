import { isMap, isSeq, LineCounter, type Document, type Node } from 'yaml';

export interface Position {
  line: number;
  col: number;
}

/** The deepest YAML node along a path (keys as strings or indexes), and its position. */
export function positionOf(doc: Document, lines: LineCounter, path: (string | number)[]): Position {
  let node: unknown = doc.contents;
  let best: Node | null = (doc.contents as Node | null) ?? null;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
      if (!pair) break;
      node = pair.value;
      best = (pair.value as Node | null) ?? (pair.key as Node);
    } else if (isSeq(node)) {
      node = node.items[Number(key)];
      if (!node) break;
      best = node as Node;
    } else break;
  }
  const offset = best?.range?.[0] ?? 0;
  return lines.linePos(offset);
}

/** The position of a key itself (for "unknown key" problems), falling back to its parent. */
export function keyPositionOf(doc: Document, lines: LineCounter, path: (string | number)[], key: string): Position {
  const parent = doc.getIn(path, true);
  if (isMap(parent)) {
    const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
    const range = (pair?.key as Node | undefined)?.range;
    if (range) return lines.linePos(range[0]);
  }
  return positionOf(doc, lines, path);
}
