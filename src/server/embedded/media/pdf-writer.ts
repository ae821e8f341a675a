import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from '@pdfme/pdf-lib';

/** A4 in points. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;

export interface PdfLook {
  body: StandardFonts;
  bold: StandardFonts;
  /** Colour of headings and rules. */
  accent: RGB;
}

/** Bounds on one document: its pages (the rest of the text is left out). */
export const maxPages = 60;

/**
 * Writes flowing text onto A4 pages with pdf-lib's standard fonts: words wrap to the margins, a
 * new page starts when one is full, and characters the fonts cannot encode (WinAnsi) become '?'.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private fonts!: { body: PDFFont; bold: PDFFont };
  full = false;

  private constructor(
    readonly doc: PDFDocument,
    private readonly look: PdfLook,
  ) {}

  static async create(look: PdfLook): Promise<PdfWriter> {
    const writer = new PdfWriter(await PDFDocument.create(), look);
    writer.fonts = { body: await writer.doc.embedFont(look.body), bold: await writer.doc.embedFont(look.bold) };
    writer.newPage();
    return writer;
  }

  get width(): number {
    return pageSize[0] - 2 * margin;
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  get cursor(): number {
    return this.y;
  }

  private newPage(): void {
    if (this.doc.getPageCount() >= maxPages) {
      this.full = true;
      return;
    }
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  /** Text the font can draw: unknown characters replaced, tabs as spaces. */
  private encodable(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    return [...text.replace(/\t/g, '    ')].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  }

  private lines(text: string, font: PDFFont, size: number): string[] {
    const out: string[] = [];
    for (const paragraph of this.encodable(text, font).split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > this.width) {
          out.push(line);
          line = word;
        } else line = next;
      }
      out.push(line);
    }
    return out;
  }

  /** Moves down by `space`, on a new page when it does not fit. */
  moveDown(space: number): void {
    this.y -= space;
    if (this.y < margin) this.newPage();
  }

  text(text: string, options: { size: number; bold?: boolean; colour?: RGB; align?: 'left' | 'center'; gap?: number }): void {
    const font = options.bold ? this.fonts.bold : this.fonts.body;
    const leading = options.size * 1.35;
    for (const line of this.lines(text, font, options.size)) {
      if (this.full) return;
      if (this.y - leading < margin) this.newPage();
      if (this.full) return;
      this.y -= leading;
      const x = options.align === 'center' ? margin + (this.width - font.widthOfTextAtSize(line, options.size)) / 2 : margin;
      this.page.drawText(line, { x, y: this.y + options.size * 0.3, size: options.size, font, color: options.colour ?? rgb(0.1, 0.1, 0.12) });
    }
    this.moveDown(options.gap ?? 0);
  }

  rule(): void {
    if (this.full) return;
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: margin + this.width, y: this.y }, thickness: 1, color: this.look.accent });
    this.moveDown(14);
  }

  /** 'Halaman n dari N' at the foot of every page, then the file. */
  async save(): Promise<Buffer> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `Halaman ${i + 1} dari ${pages.length}`;
      const size = 9;
      page.drawText(label, { x: pageSize[0] - margin - this.fonts.body.widthOfTextAtSize(label, size), y: margin / 2, size, font: this.fonts.body, color: rgb(0.45, 0.45, 0.5) });
    });
    return Buffer.from(await this.doc.save());
  }
}

export { margin, pageSize };
