import { rgb, StandardFonts } from '@pdfme/pdf-lib';
import { guarded } from '../../media/failures.ts';
import { fileAnswer, safeFileName } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';
import { margin, pageSize, PdfWriter, type PdfLook } from '../../media/pdf-writer.ts';

/** Formal: serif, centred title, navy; casual: sans-serif, left-aligned, a coloured band. */
const looks: Record<'formal' | 'casual', PdfLook> = {
  formal: { body: StandardFonts.TimesRoman, bold: StandardFonts.TimesRomanBold, accent: rgb(0.1, 0.16, 0.36) },
  casual: { body: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold, accent: rgb(0.93, 0.35, 0.48) },
};
/** Content beyond this is left out (60 pages at most in any case). */
const maxContentChars = 100_000;

/**
 * The logo as an embedded picture, by its bytes (PNG or JPG). Its declared type passed the
 * schema; bytes that are neither answer the entry's own failure message.
 */
async function embedLogo(writer: PdfWriter, bytes: Buffer) {
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isJpg = bytes[0] === 0xff && bytes[1] === 0xd8;
  // A copy of its own: the PNG reader reads the whole underlying buffer, and an upload's bytes
  // may be a slice of a larger one.
  if (isPng) return writer.doc.embedPng(new Uint8Array(bytes));
  if (isJpg) return writer.doc.embedJpg(new Uint8Array(bytes));
  throw new Error('logo is neither PNG nor JPG');
}

/** The PDF of the title, subtitle, author, logo and content, in the formal or casual style. */
export const handler: EntryHandler = guarded(async ({ inputs, files }) => {
  const style = textOf(inputs.style) === 'casual' ? 'casual' : 'formal';
  const look = looks[style];
  const writer = await PdfWriter.create(look);
  const title = textOf(inputs.title);
  const author = textOf(inputs.author);
  writer.doc.setTitle(title);
  if (author) writer.doc.setAuthor(author);
  writer.doc.setCreator('Portal API');
  const logoBytes = files.logo?.[0]?.data;
  const logo = logoBytes && logoBytes.length > 0 ? await embedLogo(writer, logoBytes) : null;
  const page = writer.currentPage;
  const align = style === 'formal' ? 'center' : 'left';
  if (style === 'casual') page.drawRectangle({ x: 0, y: pageSize[1] - 18, width: pageSize[0], height: 18, color: look.accent });
  if (logo) {
    const scaled = logo.scaleToFit(120, 64);
    const x = style === 'formal' ? (pageSize[0] - scaled.width) / 2 : pageSize[0] - margin - scaled.width;
    page.drawImage(logo, { x, y: pageSize[1] - margin - scaled.height, ...scaled });
    if (style === 'formal') writer.moveDown(scaled.height + 12);
  }
  writer.text(title, { size: 24, bold: true, colour: look.accent, align, gap: 4 });
  const subtitle = textOf(inputs.subtitle);
  if (subtitle) writer.text(subtitle, { size: 15, align, colour: rgb(0.3, 0.3, 0.35), gap: 2 });
  if (author) writer.text(`Disusun oleh: ${author}`, { size: 11, align, colour: rgb(0.4, 0.4, 0.45), gap: 4 });
  writer.moveDown(6);
  writer.rule();
  for (const paragraph of textOf(inputs.content).slice(0, maxContentChars).split(/\r?\n\s*\r?\n/)) {
    writer.text(paragraph.trim(), { size: style === 'formal' ? 12 : 11.5, gap: 8 });
  }
  return fileAnswer(await writer.save(), `${safeFileName(title).slice(0, 80) || 'dokumen'}.pdf`);
});
