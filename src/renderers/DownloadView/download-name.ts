/** Characters no file system or browser download keeps as they are (control characters included). */
// eslint-disable-next-line no-control-regex
const unsafe = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** An input as the part of a file name it stands for: a file by its name without extension, else its text. */
function part(value: unknown): string {
  if (value && typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name).replace(/\.[^.]*$/, '');
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The download name of an answer. A catalog name may hold `{input}` placeholders (the converter's
 * `{document}.pdf` saves `laporan.docx` as `laporan.pdf`); an input that is empty leaves `hasil`.
 */
export function downloadName(template: string | undefined, inputs: Record<string, unknown>, fallback = 'hasil'): string {
  if (!template) return fallback;
  const name = template.replace(/\{(\w+)\}/g, (_whole, input: string) => part(inputs[input]).replace(unsafe, '_').trim() || 'hasil');
  return name.replace(unsafe, '_');
}
