import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../../src/catalog/types.ts';
import { chooseResponse } from '../../src/engine/resolve-view.ts';
import { startEmbeddedServer } from '../helpers/embedded-api.ts';
import { allEntries, apiAnswer, apiKey, formState, loadedEntry, runnerMessages } from '../spec-coverage/harness.ts';
import { exampleForm, minimalInput } from '../spec-coverage/schema-inputs.ts';
import type { FormInput } from '../spec-coverage/spec-messages.ts';

const server = startEmbeddedServer({ apikey: apiKey, token: 'token-kontrak', limit: 1_000_000 });

interface Case {
  name: string;
  entry: CatalogEntry;
  input: FormInput;
  /** The example's declared answer type, if it names one. */
  declared?: string;
  /** Status the example declares (an example may be a failure, e.g. an empty claims list). */
  status: number;
}

/**
 * The example requests of every tryable entry. An example with an empty request answers any
 * input: when the entry requires inputs, it is asked with its required inputs filled plainly.
 */
function cases(): Case[] {
  return allEntries
    .filter((e) => e.tryable && e.examples.length > 0)
    .flatMap((entry) =>
      // A refusal example (400) is one the form itself refuses: the error examples test sends those.
      entry.examples.flatMap((example, i): Case[] => {
        if ((example.response.status ?? 200) === 400) return [];
        const catchAll = Object.keys(example.request).length === 0;
        const declared = example.response.contentType ?? (example.response.json !== undefined ? 'application/json' : undefined);
        return [
          {
            name: `${entry.id} #${i + 1} ${example.name ?? ''}`.trim(),
            entry,
            input: catchAll ? minimalInput(entry) : exampleForm(entry, example.request),
            declared,
            status: example.response.status ?? 200,
          },
        ];
      }),
    );
}

/** The media types the entry's renderer shows for these inputs. */
function expectedType(c: Case): { describe: string; test: (type: string) => boolean } {
  const { kind } = chooseResponse(c.entry.response, c.input);
  // A declared view reads JSON; so does `image` with options (a picture the JSON answer points at).
  const readsJson = ['json', 'widget', 'text', 'fields', 'table'].includes(kind) || (kind === 'image' && c.entry.response.image !== undefined);
  if (readsJson) return { describe: 'application/json', test: (t) => t === 'application/json' };
  if (kind === 'image') return { describe: 'image/*', test: (t) => t.startsWith('image/') };
  if (kind === 'download' && c.declared) return { describe: c.declared, test: (t) => t === c.declared };
  return { describe: 'apa saja', test: () => true };
}

describe('kontrak jenis konten API bawaan', () => {
  it.each(cases().map((c) => [c.name, c] as const))('%s dijawab dengan jenis konten yang diharapkan renderer-nya', async (_name, c) => {
    // The request must be one the form lets through, else the answer is only a validation error.
    expect(runnerMessages(await loadedEntry(c.entry.id), formState(c.input).formData)).toEqual([]);
    const res = await apiAnswer(server.app, c.entry, c.input);
    const type = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    // An error answer is a JSON body for the alert, whatever the renderer; success needs the renderer's type.
    const expected = res.statusCode >= 400 ? { describe: 'application/json', test: (t: string) => t === 'application/json' } : expectedType(c);
    expect({ status: res.statusCode, type: expected.test(type) ? expected.describe : type }).toMatchObject({ type: expected.describe });
    // A successful example is answered with success (stateful or time-based answers may differ).
    if (c.status < 400) expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
  });
});
