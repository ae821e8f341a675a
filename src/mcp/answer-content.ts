import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogEntry } from '../catalog/types.ts';
import type { ClassifiedAnswer, SuccessAnswer } from '../engine/classify-answer.ts';

/** A refused or failed call: the Indonesian message alone, marked as an error for the client. */
export function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** Where a file answer is said to come from: the entry and the file's name. */
function resourceUri(entry: Pick<CatalogEntry, 'id' | 'response'>, filename: string | undefined): string {
  return `portal://${encodeURIComponent(entry.id)}/${encodeURIComponent(filename ?? entry.response.filename ?? entry.id)}`;
}

type Content = CallToolResult['content'][number];

/** An example answer says so first (its notice), unless its JSON already carries that sentence. */
function noticeContent(answer: SuccessAnswer): Content[] {
  if (!answer.example || !answer.notice) return [];
  if (answer.as === 'json' && (answer.data as { notice?: unknown } | null)?.notice === answer.notice) return [];
  return [{ type: 'text', text: answer.notice }];
}

/**
 * One API answer as tool content: JSON as text, an image as image content, any other file (text
 * or binary) as an embedded resource with its media type; a stored example's notice before it.
 */
export async function answerContent(entry: Pick<CatalogEntry, 'id' | 'response'>, answer: ClassifiedAnswer): Promise<CallToolResult> {
  if (!answer.ok) return errorResult(answer.message);
  const result = await contentOf(entry, answer);
  return { content: [...noticeContent(answer), ...result] };
}

async function contentOf(entry: Pick<CatalogEntry, 'id' | 'response'>, answer: SuccessAnswer): Promise<Content[]> {
  if (answer.as === 'json') return [{ type: 'text', text: JSON.stringify(answer.data, null, 2) }];
  const mimeType = answer.as === 'text' ? answer.blob.type.split(';')[0] || 'text/plain' : answer.contentType;
  const uri = resourceUri(entry, answer.filename);
  if (answer.as === 'text') return [{ type: 'resource', resource: { uri, mimeType, text: answer.text } }];
  const data = Buffer.from(await answer.blob.arrayBuffer()).toString('base64');
  if (mimeType.startsWith('image/')) return [{ type: 'image', data, mimeType }];
  return [{ type: 'resource', resource: { uri, mimeType, blob: data } }];
}
