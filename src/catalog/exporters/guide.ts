import { messages } from '../messages.ts';
import type { CatalogEntry, EntryExample, ResponseSpec } from '../types.ts';
import { inputFacts, ruleMessages, type InputFact } from './input-facts.ts';
import { code, codeBlock, table } from './markdown.ts';
import { docFiles, postmanUrl, tagLabel, tagMeaning } from './names.ts';
import { answerMediaType, answerStatus, exampleJson, isBinaryAnswer, sampleRequest, showcaseExample } from './sample-request.ts';

/** The entry fields a guide reads: the browser has them once a group's chunk arrives. */
export type GuideEntry = Pick<
  CatalogEntry,
  'id' | 'title' | 'summary' | 'tag' | 'method' | 'path' | 'body' | 'tryable' | 'schema' | 'response' | 'error' | 'examples'
>;

const yesNo = (b: boolean) => (b ? 'Ya' : 'Tidak');

/** The example value of an input, as typed in Postman. */
function exampleText(fact: InputFact, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (fact.pairs && Array.isArray(value)) {
    return (value as { key?: unknown; value?: unknown }[]).map((p) => `${String(p.key)}: ${String(p.value)}`).join('; ');
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function notes(fact: InputFact): string {
  return [(fact.description ?? fact.label).replace(/\.$/, ''), ...fact.limits].filter(Boolean).join('; ');
}

function paramsStep(facts: InputFact[], values: Record<string, unknown>): string {
  const query = facts.filter((f) => f.location === 'query');
  const path = facts.filter((f) => f.location === 'path');
  const headers = ['Key', 'Value (contoh)', 'Tipe', 'Wajib', 'Keterangan'];
  const row = (f: InputFact) => [f.name, exampleText(f, values[f.name]), f.type, yesNo(f.required), notes(f)];
  const parts = [
    'Buka tab **Params**. Di **Query Params** isi:',
    '',
    table(headers, [...query.map(row), ['apikey', '{{apikey}}', 'string', 'Ya', 'API key Anda (dari environment Portal API)']]),
  ];
  if (query.some((f) => f.pairs)) parts.push('', 'Untuk input key/value, tiap pasangan menjadi satu baris sendiri: nama key di kolom Key, isinya di kolom Value.');
  if (path.length > 0) {
    parts.push('', `Di **Path Variables** (muncul karena ${code(':nama')} di URL) isi:`, '', table(headers, path.map(row)));
  }
  return parts.join('\n');
}

function bodyStep(entry: GuideEntry, facts: InputFact[], values: Record<string, unknown>): string {
  const fields = facts.filter((f) => f.location === 'body');
  if (entry.body === 'none' || fields.length === 0) return 'Tab **Body**: pilih **none**; endpoint ini tidak memakai body.';
  if (entry.body === 'json') {
    const sample = sampleRequest(entry, values).body;
    const json = sample.kind === 'json' ? sample.json : {};
    return [
      'Buka tab **Body**, pilih **raw** lalu **JSON**, dan isi:',
      '',
      codeBlock('json', JSON.stringify(json, null, 2)),
      '',
      table(
        ['Field', 'Tipe', 'Wajib', 'Keterangan'],
        fields.map((f) => [f.name, f.type, yesNo(f.required), notes(f)]),
      ),
    ].join('\n');
  }
  const rows = fields.map((f) => [
    f.name,
    f.file ? 'File' : 'Text',
    exampleText(f, values[f.name]),
    f.many ? 'file (satu baris per file, key yang sama)' : f.type,
    yesNo(f.required),
    notes(f),
  ]);
  const lines = [
    fields.some((f) => f.file)
      ? 'Buka tab **Body** dan pilih **form-data**. Untuk field file, ubah jenis Key dari **Text** menjadi **File**, lalu pilih berkasnya:'
      : 'Buka tab **Body** dan pilih **form-data**, lalu isi:',
    '',
    table(['Key', 'Jenis', 'Value (contoh)', 'Tipe', 'Wajib', 'Keterangan'], rows),
  ];
  if (fields.some((f) => f.pairs)) lines.push('', 'Untuk input key/value, tiap pasangan menjadi satu baris Text sendiri: nama key di kolom Key, isinya di kolom Value.');
  return lines.join('\n');
}

function variantNote(response: ResponseSpec): string[] {
  return (response.variants ?? []).map((v) => {
    const when = Object.entries(v.when).map(([k, val]) => `${k}=${val}`).join(', ');
    const file = v.filename ? ` bernama ${code(v.filename)}` : '';
    return v.kind === 'download' ? `Dengan ${code(when)} jawabannya berupa file untuk diunduh${file}.` : `Dengan ${code(when)} jawabannya ditampilkan sebagai ${v.kind}.`;
  });
}

function exampleSection(entry: GuideEntry, example: EntryExample): string {
  const { response } = example;
  const head = `### ${example.name ?? 'Contoh'}\n\nStatus ${code(String(answerStatus(response)))}, ${code(`Content-Type: ${answerMediaType(response)}`)}.`;
  if (!isBinaryAnswer(response)) {
    return `${head}\n\n${codeBlock('json', JSON.stringify(exampleJson(entry, example) ?? {}, null, 2))}`;
  }
  const name = entry.response.filename ? ` Di portal berkas ini bernama ${code(entry.response.filename)}.` : '';
  return `${head}\n\nJawabannya berkas biner (${answerMediaType(response)}): Postman menampilkannya di tab **Body**; simpan dengan **Save Response → Save to a file**.${name}`;
}

function errorsSection(entry: GuideEntry): string {
  const rows: string[][] = ruleMessages(entry).map((m) => ['400', m.input ? `Input ${m.input} tidak sesuai aturan` : 'Input tidak sesuai aturan', m.message]);
  for (const example of entry.examples.filter((e) => answerStatus(e.response) >= 400)) {
    const message = (example.response.json as { message?: unknown } | undefined)?.message;
    rows.push([String(answerStatus(example.response)), example.name ?? 'Contoh dari katalog', typeof message === 'string' ? message : '']);
  }
  rows.push(
    ['401', 'apikey kosong atau salah', messages.invalidApiKey],
    ['429', 'Batas request harian habis', messages.limitReached],
    ['lainnya', 'Server tidak memberi pesan (pesan cadangan di portal)', entry.error],
  );
  return [
    '## Kesalahan',
    '',
    `Jawaban gagal berupa JSON ${code('{ "status": false, "message": "..." }')}; baca pesannya di field ${code('message')}.`,
    '',
    table(['Status', 'Kapan', 'Pesan'], rows),
  ].join('\n');
}

/**
 * The Postman guide of one entry, in Indonesian Markdown: method, URL, params, body, Send, the
 * answer and the errors. The docs script writes it to docs/guides/; the portal renders the same text
 * (without the title and summary, `heading: false`, which its documentation block shows already).
 */
export function postmanGuide(entry: GuideEntry, options: { heading?: boolean } = {}): string {
  const facts = inputFacts(entry);
  const example = showcaseExample(entry);
  const values = example?.request ?? {};
  const ok = entry.examples.filter((e) => answerStatus(e.response) < 400);
  const steps = [
    `Impor koleksi ${code(`docs/${docFiles.collection}`)} dan environment ${code(`docs/${docFiles.environment}`)}, lalu pilih environment **Portal API**; request **${entry.title}** sudah ada di koleksi. Atau buat request baru: **New → HTTP Request**.`,
    `Pilih method **${entry.method}**.`,
    `Isi URL: ${code(postmanUrl(entry))}.`,
    paramsStep(facts, values),
    bodyStep(entry, facts, values),
    'Klik **Send**.',
  ];
  // Steps are numbered paragraphs, not a list: their tables and code blocks stay top-level blocks.
  const numbered = steps.map((step, i) => `**${i + 1}.** ${step}`);
  const answer = ok.length > 0 ? ok.map((e) => exampleSection(entry, e)) : ['Belum ada contoh jawaban di katalog.'];
  // The portal shows the title and summary in the block around the guide already.
  const heading = options.heading === false ? [] : [`# ${entry.title}`, '', entry.summary, ''];
  return [
    ...heading,
    `- **Method:** ${code(entry.method)}`,
    `- **URL:** ${code(postmanUrl(entry))}`,
    `- **Jenis:** ${tagLabel[entry.tag]} (${tagMeaning[entry.tag]})`,
    ...(entry.tryable ? [] : ['- **Hanya dokumentasi:** tidak ada panel Coba di portal untuk endpoint ini.']),
    '',
    '## Langkah di Postman',
    '',
    numbered.join('\n\n'),
    '',
    '## Jawaban',
    '',
    ...variantNote(entry.response).flatMap((note) => [note, '']),
    answer.join('\n\n'),
    '',
    errorsSection(entry),
    '',
  ].join('\n');
}
