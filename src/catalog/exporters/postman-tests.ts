import type { CatalogEntry, ExampleAnswer } from '../types.ts';
import { matchingExamples } from '../example-choice.ts';
import { answerMediaType, answerStatus } from './sample-request.ts';

export interface ExpectedAnswer {
  status: number;
  type: string;
}

/**
 * The answers the catalog documents for the given inputs: every example whose request values all
 * equal them, the catch-all `{}` examples included (a 2FA check may answer 'Token salah' as well
 * as 'Token benar'). Ordered by status, each status and type once.
 */
export function expectedAnswers(entry: Pick<CatalogEntry, 'examples'>, values: Record<string, unknown>): ExpectedAnswer[] {
  const answers = matchingExamples(entry, values).map((e): ExpectedAnswer => ({ status: answerStatus(e.response), type: answerMediaType(e.response) }));
  const unique = answers.filter((a, i) => answers.findIndex((b) => b.status === a.status && b.type === a.type) === i);
  return unique.sort((a, b) => a.status - b.status);
}

/** The Postman test script of a request: its status and content type must be ones the catalog documents. */
export function postmanTestScript(answers: ExpectedAnswer[]): string[] {
  // Without an example the catalog only says the call should succeed; the embedded API, having
  // nothing to answer with, says so with the 501 the OpenAPI document lists.
  if (answers.length === 0) {
    return [
      "pm.test('Status 2xx (atau 501 dari API bawaan)', function () {",
      '  var code = pm.response.code;',
      '  pm.expect(code === 501 || (code >= 200 && code < 300), String(code)).to.equal(true);',
      '});',
    ];
  }
  const statuses = [...new Set(answers.map((a) => a.status))];
  const typeTests = statuses.map((status) => {
    const types = answers.filter((a) => a.status === status).map((a) => a.type);
    const check = types.map((t) => `type.indexOf('${t}') === 0`).join(' || ');
    return [
      `pm.test('Content-Type ${types.join(' atau ')} untuk status ${status}', function () {`,
      `  var type = pm.response.headers.get('Content-Type') || '';`,
      `  if (pm.response.code === ${status}) pm.expect(${check}, type).to.equal(true);`,
      '});',
    ];
  });
  const statusTest =
    statuses.length === 1
      ? [`pm.test('Status ${statuses[0]}', function () {`, `  pm.response.to.have.status(${statuses[0]});`, '});']
      : [`pm.test('Status ${statuses.join(' atau ')}', function () {`, `  pm.expect([${statuses.join(', ')}]).to.include(pm.response.code);`, '});'];
  return [...statusTest, ...typeTests.flat()];
}

export type { ExampleAnswer };
