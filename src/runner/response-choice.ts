import type { RendererKind } from '../catalog/renderer-kinds.ts';
import type { ResponseSpec } from '../catalog/types.ts';

/** The renderer kind and download name for these inputs: the first matching variant, else the default. */
export function chooseResponse(spec: ResponseSpec, inputs: Record<string, unknown>): { kind: RendererKind; filename?: string } {
  const variant = spec.variants?.find((v) => Object.entries(v.when).every(([key, value]) => String(inputs[key] ?? '') === value));
  return variant ? { kind: variant.kind, filename: variant.filename } : { kind: spec.kind, filename: spec.filename };
}
