/** The snippet languages offered, in order; `target`/`client` name the generator's writer. */
export const snippetLanguages = [
  { id: 'curl', label: 'cURL' },
  { id: 'javascript', label: 'JavaScript', target: 'javascript', client: 'fetch' },
  { id: 'node', label: 'Node', target: 'node', client: 'fetch' },
  { id: 'python', label: 'Python', target: 'python', client: 'requests' },
  { id: 'php', label: 'PHP', target: 'php', client: 'guzzle' },
  { id: 'go', label: 'Go', target: 'go', client: 'native' },
  { id: 'postman', label: 'Postman' },
] as const;

export type SnippetLanguage = (typeof snippetLanguages)[number]['id'];

export const isSnippetLanguage = (value: unknown): value is SnippetLanguage => snippetLanguages.some((l) => l.id === value);

export const languageLabel = (id: SnippetLanguage) => snippetLanguages.find((l) => l.id === id)?.label ?? id;

const storageKey = 'portalSnippetLanguage';

/** The language chosen last time in this browser; cURL at first. */
export function rememberedLanguage(): SnippetLanguage {
  try {
    const stored = localStorage.getItem(storageKey);
    return isSnippetLanguage(stored) ? stored : 'curl';
  } catch {
    return 'curl';
  }
}

export function rememberLanguage(id: SnippetLanguage): void {
  try {
    localStorage.setItem(storageKey, id);
  } catch {
    // A browser without storage simply forgets.
  }
}
