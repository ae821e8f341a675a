import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogEntry } from '../catalog/types.ts';
import type { Answer } from '../engine/classify-answer.ts';

/** A refused or failed call: the Indonesian message alone, marked as an error for the client. */
export function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** Where a file answer is said to come from: the entry and the file's name. */
function resourceUri(entry: Pick<CatalogEntry, 'id' | 'response'>, filename: string | undefined): string {
  return `portal://${encodeURIComponent(entry.id)}/${encodeURIComponent(filename ?? entry.response.filename ?? entry.id)}`;
}

/**
 * One API answer as tool content: JSON as text, an image as image content, any other file (text
 * or binary) as an embedded resource with its media type.
 */
export async function answerContent(entry: Pick<CatalogEntry, 'id' | 'response'>, answer: Answer): Promise<CallToolResult> {
  if (!answer.ok) return errorResult(answer.message);
  if (answer.as === 'json') return { content: [{ type: 'text', text: JSON.stringify(answer.data, null, 2) }] };
  const mimeType = answer.as === 'text' ? answer.blob.type.split(';')[0] || 'text/plain' : answer.contentType;
  const uri = resourceUri(entry, answer.filename);
  if (answer.as === 'text') return { content: [{ type: 'resource', resource: { uri, mimeType, text: answer.text } }] };
  const data = Buffer.from(await answer.blob.arrayBuffer()).toString('base64');
  if (mimeType.startsWith('image/')) return { content: [{ type: 'image', data, mimeType }] };
  return { content: [{ type: 'resource', resource: { uri, mimeType, blob: data } }] };
}
