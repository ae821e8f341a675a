import { deprecationSentence } from '../deprecation.ts';
import { messages } from '../messages.ts';
import type { CatalogEntry, EntryExample, ResponseSpec } from '../types.ts';
import { code, codeBlock, heading, joinTexts, link, paragraph, strong, table, text, type DocBlock, type Text } from './doc-blocks.ts';
import { downloadPaths } from './download-paths.ts';
import { inputFacts, ruleMessages, type InputFact } from './input-facts.ts';
import { postmanUrl, tagLabel, tagMeaning } from './names.ts';
import { answerMediaType, answerStatus, exampleJson, isBinaryAnswer, sampleRequest } from './sample-request.ts';
import { showcaseExample } from '../example-choice.ts';
import { answerSourceText } from '../answer-source.ts';

/** The entry fields a guide reads: the browser has them once a group's chunk arrives. */
export type GuideEntry = Pick<
  CatalogEntry,
  'id' | 'title' | 'summary' | 'tag' | 'method' | 'path' | 'body' | 'tryable' | 'schema' | 'response' | 'error' | 'examples' | 'handler' | 'source' | 'deprecated'
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

function notes(fact: InputFact): Text {
  const lead = (fact.description ?? fact.label).replace(/\.$/, '');
  return joinTexts([...(lead ? [[lead]] : []), ...fact.limits], '; ');
}

function paramsStep(facts: InputFact[], values: Record<string, unknown>): DocBlock[] {
  const query = facts.filter((f) => f.location === 'query');
  const path = facts.filter((f) => f.location === 'path');
  const headers = ['Key', 'Value (contoh)', 'Tipe', 'Wajib', 'Keterangan'];
  const row = (f: InputFact) => [f.name, exampleText(f, values[f.name]), f.type, yesNo(f.required), notes(f)];
  const blocks = [
    paragraph(text`Buka tab ${strong('Params')}. Di ${strong('Query Params')} isi:`),
    table(headers, [...query.map(row), ['apikey', '{{apikey}}', 'string', 'Ya', 'API key Anda (dari environment Portal API)']]),
  ];
  if (query.some((f) => f.pairs)) blocks.push(paragraph('Untuk input key/value, tiap pasangan menjadi satu baris sendiri: nama key di kolom Key, isinya di kolom Value.'));
  if (path.length > 0) blocks.push(paragraph(text`Di ${strong('Path Variables')} (muncul karena ${code(':nama')} di URL) isi:`), table(headers, path.map(row)));
  return blocks;
}

function bodyStep(entry: GuideEntry, facts: InputFact[], values: Record<string, unknown>): DocBlock[] {
  const fields = facts.filter((f) => f.location === 'body');
  if (entry.body === 'none' || fields.length === 0) return [paragraph(text`Tab ${strong('Body')}: pilih ${strong('none')}; endpoint ini tidak memakai body.`)];
  if (entry.body === 'json') {
    const sample = sampleRequest(entry, values).body;
    return [
      paragraph(text`Buka tab ${strong('Body')}, pilih ${strong('raw')} lalu ${strong('JSON')}, dan isi:`),
      codeBlock('json', JSON.stringify(sample.kind === 'json' ? sample.json : {}, null, 2)),
      table(['Field', 'Tipe', 'Wajib', 'Keterangan'], fields.map((f) => [f.name, f.type, yesNo(f.required), notes(f)])),
    ];
  }
  const rows = fields.map((f) => [
    f.name,
    f.file ? 'File' : 'Text',
    exampleText(f, values[f.name]),
    f.many ? 'file (satu baris per file, key yang sama)' : f.type,
    yesNo(f.required),
    notes(f),
  ]);
  const blocks = [
    paragraph(
      fields.some((f) => f.file)
        ? text`Buka tab ${strong('Body')} dan pilih ${strong('form-data')}. Untuk field file, ubah jenis Key dari ${strong('Text')} menjadi ${strong('File')}, lalu pilih berkasnya:`
        : text`Buka tab ${strong('Body')} dan pilih ${strong('form-data')}, lalu isi:`,
    ),
    table(['Key', 'Jenis', 'Value (contoh)', 'Tipe', 'Wajib', 'Keterangan'], rows),
  ];
  if (fields.some((f) => f.pairs)) blocks.push(paragraph('Untuk input key/value, tiap pasangan menjadi satu baris Text sendiri: nama key di kolom Key, isinya di kolom Value.'));
  return blocks;
}

function variantNotes(response: ResponseSpec): DocBlock[] {
  return (response.variants ?? []).map((v) => {
    const when = code(Object.entries(v.when).map(([k, val]) => `${k}=${val}`).join(', '));
    if (v.kind !== 'download') return paragraph(text`Dengan ${when} jawabannya ditampilkan sebagai ${v.kind}.`);
    return paragraph(v.filename ? text`Dengan ${when} jawabannya berupa file untuk diunduh bernama ${code(v.filename)}.` : text`Dengan ${when} jawabannya berupa file untuk diunduh.`);
  });
}

function exampleSection(entry: GuideEntry, example: EntryExample): DocBlock[] {
  const { response } = example;
  const head = [
    heading(3, example.name ?? 'Contoh'),
    paragraph(text`Status ${code(String(answerStatus(response)))}, ${code(`Content-Type: ${answerMediaType(response)}`)}.`),
  ];
  if (!isBinaryAnswer(response)) return [...head, codeBlock('json', JSON.stringify(exampleJson(entry, example) ?? {}, null, 2))];
  const name = entry.response.filename ? text` Di portal berkas ini bernama ${code(entry.response.filename)}.` : [];
  const save = text`Jawabannya berkas biner (${answerMediaType(response)}): Postman menampilkannya di tab ${strong('Body')}; simpan dengan ${strong('Save Response → Save to a file')}.`;
  return [...head, paragraph([...save, ...name])];
}

function errorsSection(entry: GuideEntry): DocBlock[] {
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
    heading(2, 'Kesalahan'),
    paragraph(text`Jawaban gagal berupa JSON ${code('{ "status": false, "message": "..." }')}; baca pesannya di field ${code('message')}.`),
    table(['Status', 'Kapan', 'Pesan'], rows),
  ];
}

/**
 * The Postman guide of one entry, as blocks: method, URL, params, body, Send, the answer and the
 * errors. The docs script writes it to docs/guides/ as Markdown; the portal renders the blocks
 * (without the title and summary, `heading: false`, which its documentation block shows already).
 */
export function postmanGuide(entry: GuideEntry, options: { heading?: boolean } = {}): DocBlock[] {
  const facts = inputFacts(entry);
  const values = showcaseExample(entry)?.request ?? {};
  const ok = entry.examples.filter((e) => answerStatus(e.response) < 400);
  const steps: DocBlock[][] = [
    [
      paragraph(
        text`Unduh koleksi ${link(downloadPaths.collection, downloadPaths.collection)} dan environment ${link(downloadPaths.environment, downloadPaths.environment)} dari portal ini, impor keduanya ke Postman, lalu pilih environment ${strong('Portal API')}; request ${strong(entry.title)} sudah ada di koleksi. Atau buat request baru: ${strong('New → HTTP Request')}.`,
      ),
    ],
    [paragraph(text`Pilih method ${strong(entry.method)}.`)],
    [paragraph(text`Isi URL: ${code(postmanUrl(entry))}.`)],
    paramsStep(facts, values),
    bodyStep(entry, facts, values),
    [paragraph(text`Klik ${strong('Send')}.`)],
  ];
  const overview: Text[] = [
    text`${strong('Method:')} ${code(entry.method)}`,
    text`${strong('URL:')} ${code(postmanUrl(entry))}`,
    text`${strong('Jenis:')} ${tagLabel[entry.tag]} (${tagMeaning[entry.tag]})`,
    text`${strong('Sumber jawaban:')} ${answerSourceText(entry)}`,
    ...(entry.tryable ? [] : [text`${strong('Hanya dokumentasi:')} tidak ada panel Coba di portal untuk endpoint ini.`]),
    ...(entry.deprecated ? [text`${strong('Usang:')} ${deprecationSentence(entry.deprecated)}`] : []),
  ];
  return [
    ...(options.heading === false ? [] : [heading(1, entry.title), paragraph(entry.summary)]),
    { kind: 'list', items: overview },
    heading(2, 'Langkah di Postman'),
    { kind: 'steps', steps },
    heading(2, 'Jawaban'),
    ...variantNotes(entry.response),
    ...(ok.length > 0 ? ok.flatMap((e) => exampleSection(entry, e)) : [paragraph('Belum ada contoh jawaban di katalog.')]),
    ...errorsSection(entry),
  ];
}
