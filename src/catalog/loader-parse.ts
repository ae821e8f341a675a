import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ErrorObject } from 'ajv';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { describeMetaError } from './meta-errors.ts';
import { keyPositionOf, positionOf } from './positions.ts';
import type { CatalogProblem } from './problems.ts';

/** One catalog YAML file read with its line counter, so every problem can name its line. */
export interface ParsedFile {
  doc: Document;
  lines: LineCounter;
  rel: string;
}

export function parse(path: string, root: string, problems: CatalogProblem[]): ParsedFile | null {
  const rel = relative(join(root, '..'), path);
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const err of doc.errors) {
      const pos = lines.linePos(err.pos[0]);
      problems.push({ file: rel, ...pos, message: `YAML tidak valid: ${err.message.split('\n')[0]}` });
    }
    return null;
  }
  return { doc, lines, rel };
}

export function metaProblems(file: ParsedFile, errors: ErrorObject[] | null | undefined): CatalogProblem[] {
  return (errors ?? [])
    .filter((e) => e.keyword !== 'if')
    .map((e) => {
      const path = e.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      const pos =
        e.keyword === 'additionalProperties'
          ? keyPositionOf(file.doc, file.lines, path, String((e.params as Record<string, unknown>).additionalProperty))
          : positionOf(file.doc, file.lines, path);
      return { file: file.rel, ...pos, message: describeMetaError(e) };
    });
}
