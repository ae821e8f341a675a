import { rgb, StandardFonts } from '@pdfme/pdf-lib';
import { guarded } from '../../media/failures.ts';
import { fileAnswer, safeFileName } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { PdfWriter } from '../../media/pdf-writer.ts';
import { wordBlocks } from '../../media/word-text.ts';

const look = { body: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold, accent: rgb(0.12, 0.2, 0.45) };
const headingSizes = [20, 17, 15, 13.5, 12.5, 12];
/** Text beyond this is left out (60 pages at most in any case). */
const maxChars = 200_000;

/** The Word document's text and headings as an A4 PDF, saved under the document's own name. */
export const handler: EntryHandler = guarded(async ({ files }) => {
  const document = files.document?.[0];
  const blocks = document ? await wordBlocks(document.data) : null;
  // Its type passed the schema; bytes that are no Word document answer the entry's own message.
  if (!document || !blocks) throw new Error('not a Word document');
  const writer = await PdfWriter.create(look);
  const name = document.name.replace(/\.(docx?|DOCX?)$/, '');
  writer.doc.setTitle(name);
  let used = 0;
  for (const block of blocks) {
    if (writer.full || used > maxChars) break;
    used += block.text.length;
    if (block.heading) {
      writer.moveDown(6);
      writer.text(block.text, { size: headingSizes[block.heading - 1], bold: true, colour: look.accent, gap: 4 });
    } else writer.text(block.text, { size: 11, gap: 6 });
  }
  return fileAnswer(await writer.save(), `${safeFileName(name) || 'dokumen'}.pdf`);
});
