import type { RendererKind } from '../catalog/renderer-kinds.ts';
import type { ResponseSpec } from '../catalog/types.ts';
import type { SuccessAnswer } from './classify-answer.ts';
import type { Inputs } from './prepare.ts';

/** The renderer kind and download name an entry promises for these inputs: the first matching variant, else the default. */
export function chooseResponse(spec: ResponseSpec, inputs: Inputs): { kind: RendererKind; filename?: string } {
  const variant = spec.variants?.find((v) => Object.entries(v.when).every(([key, value]) => String(inputs[key] ?? '') === value));
  return variant ? { kind: variant.kind, filename: variant.filename } : { kind: spec.kind, filename: spec.filename };
}

/** How an answer is shown: a renderer kind and the download name, or 'misfit' when it breaks the promise. */
export type ResolvedView = { fits: true; kind: Exclude<RendererKind, 'link'>; filename?: string } | { fits: false };

/** Which answer shapes each promised kind shows as promised. */
const accepts: Record<Exclude<RendererKind, 'link'>, SuccessAnswer['as'][]> = {
  json: ['json', 'text'],
  image: ['blob'],
  download: ['json', 'text', 'blob'],
  text: ['json'],
  fields: ['json'],
  table: ['json'],
  widget: ['json', 'text', 'blob'],
};

/**
 * The one rule for 'what arrived is not what was promised': an answer a promised kind takes is
 * shown by it; a JSON answer where a file was promised is shown as JSON, a file where JSON was
 * promised is offered as a download; a picture promised and anything else received is a misfit
 * (the runner says 'Format respons dari server tidak valid.').
 */
export function resolveView(spec: ResponseSpec, inputs: Inputs, answer: SuccessAnswer): ResolvedView {
  const choice = chooseResponse(spec, inputs);
  const filename = choice.filename ?? answer.filename;
  const promised = choice.kind === 'link' ? 'json' : choice.kind;
  if (accepts[promised].includes(answer.as)) return { fits: true, kind: promised, filename };
  // A picture the JSON answer points at (`response.image` options) is shown by the image view too.
  if (promised === 'image' && spec.image && answer.as === 'json') return { fits: true, kind: 'image', filename };
  if (promised === 'image') return { fits: false };
  return { fits: true, kind: answer.as === 'blob' ? 'download' : 'json', filename };
}
