
/** A block of a Word document: a heading (level 1-6) or a paragraph. */
export interface Block {
  heading?: number;
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => entities[name] ?? '')
    .trim();

/** .docx: mammoth's HTML, read block by block (headings h1-h6, paragraphs, list items, cells). */
async function docxBlocks(data: Buffer): Promise<Block[]> {
  // Loaded by the first conversion, not with the server.
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.convertToHtml({ buffer: data });
  const blocks: Block[] = [];
  for (const match of value.matchAll(/<(h[1-6]|p|li|td|th)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = plain(match[2]);
    if (!text) continue;
    const level = /^h([1-6])$/.exec(match[1])?.[1];
    blocks.push({ heading: level ? Number(level) : undefined, text: match[1] === 'li' ? `• ${text}` : text });
  }
  return blocks;
}

/** .doc (Word 97-2003): word-extractor gives the body text, a paragraph per line. */
async function docBlocks(data: Buffer): Promise<Block[]> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(data);
  return document
    .getBody()
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ text }));
}

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The document's blocks, told apart by its bytes (a ZIP is .docx, an OLE file is .doc); null for neither. */
export async function wordBlocks(data: Buffer): Promise<Block[] | null> {
  if (data.subarray(0, 4).equals(zipMagic)) return docxBlocks(data);
  if (data.subarray(0, 8).equals(oleMagic)) return docBlocks(data);
  return null;
}
