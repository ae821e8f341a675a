/** The `{status, message, data}` envelope every portal endpoint answers with. */
export interface Envelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

/** Parses a JSON body without throwing: a proxy error page is just an empty envelope. */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Envelope<T>) : {};
  } catch {
    return {};
  }
}
