import type { ExampleAnswer } from '../types.ts';
import { answerMediaType, answerStatus } from './sample-request.ts';

/** The Postman test script of a request: the status and content type of the answer it expects. */
export function postmanTestScript(answer: ExampleAnswer): string[] {
  const status = answerStatus(answer);
  const type = answerMediaType(answer);
  return [
    `pm.test('Status ${status}', function () {`,
    `  pm.response.to.have.status(${status});`,
    '});',
    `pm.test('Content-Type ${type}', function () {`,
    `  pm.expect(pm.response.headers.get('Content-Type') || '').to.include('${type}');`,
    '});',
  ];
}
