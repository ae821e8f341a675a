import type { CatalogEntry } from '../catalog/types.ts';
import type { SuccessAnswer } from '../engine/index.ts';

export type { SuccessAnswer };

/** What every renderer and widget receives. */
export interface RendererProps {
  entry: CatalogEntry;
  answer: SuccessAnswer;
  inputs: Record<string, unknown>;
  /** The download name chosen for these inputs (entry, then Content-Disposition). */
  filename?: string;
}
