import { fileAnswer } from '../../answer.ts';
import { guarded } from '../../media/failures.ts';
import { decodePicture, fromPicture, renderSvg } from '../../media/picture.ts';
import { clip, escapeXml, sansAdvance, sansFont, wrapText } from '../../media/svg-text.ts';
import type { HandlerContext, EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';

const width = 640;
const avatarSide = 72;
const fontSize = 26;
const lineHeight = 34;
const bubbleLeft = 24 + avatarSide + 16;
const bubbleMaxWidth = width - bubbleLeft - 24;
const maxChars = 600;
/** Name colours as chat apps pick them: one per user, from the name. */
const nameColours = ['#e17076', '#7bc862', '#65aadd', '#a695e7', '#ee7aae', '#6ec9cb', '#faa774'];

/**
 * The avatar as a data URL: a picture uploaded to this portal (its `/api/uploads/…` URL) is used
 * as is; any other address is not fetched (the embedded API works offline), so the user's
 * initial on a coloured disc stands in.
 */
async function avatarImage(url: string, { store }: HandlerContext): Promise<string | null> {
  const id = /\/api\/uploads\/([0-9a-f]+)(?:\.[A-Za-z0-9]+)?$/.exec(url)?.[1];
  const stored = id ? await store.uploads.get(id) : undefined;
  if (!stored) return null;
  const picture = await decodePicture(stored.data, 256);
  const png = await fromPicture(picture).resize(avatarSide * 2, avatarSide * 2, { fit: 'cover' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** quote.png: a chat bubble with the username and the text, the avatar beside it. */
export const handler: EntryHandler = guarded(async (context) => {
  const username = clip(textOf(context.inputs.username).trim(), 40) || 'Anonim';
  const colour = nameColours[[...username].reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0) % nameColours.length];
  const lines = wrapText(clip(textOf(context.inputs.text), maxChars), Math.floor((bubbleMaxWidth - 40) / (fontSize * sansAdvance)));
  const longest = Math.max(username.length * 0.62, ...lines.map((l) => [...l].length)) * fontSize * sansAdvance;
  const bubbleWidth = Math.min(bubbleMaxWidth, Math.max(160, longest + 44));
  const bubbleHeight = 24 + 30 + lines.length * lineHeight + 12;
  const height = Math.max(bubbleHeight, avatarSide) + 48;
  const avatar = await avatarImage(textOf(context.inputs.avatar), context);
  const avatarY = height - 24 - avatarSide;
  const avatarSvg = avatar
    ? `<clipPath id="disc"><circle cx="${24 + avatarSide / 2}" cy="${avatarY + avatarSide / 2}" r="${avatarSide / 2}"/></clipPath>` +
      `<image href="${avatar}" x="24" y="${avatarY}" width="${avatarSide}" height="${avatarSide}" clip-path="url(#disc)"/>`
    : `<circle cx="${24 + avatarSide / 2}" cy="${avatarY + avatarSide / 2}" r="${avatarSide / 2}" fill="${colour}"/>` +
      `<text x="${24 + avatarSide / 2}" y="${avatarY + avatarSide / 2 + 11}" font-size="32" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml([...username][0].toUpperCase())}</text>`;
  const top = height - 24 - bubbleHeight;
  const text = lines.map((line, i) => `<text x="${bubbleLeft + 22}" y="${top + 24 + 30 + 26 + i * lineHeight}" font-size="${fontSize}" fill="#f5f5f5" xml:space="preserve">${escapeXml(line)}</text>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${sansFont}">` +
    `<rect width="100%" height="100%" fill="#0e1621"/>${avatarSvg}` +
    `<rect x="${bubbleLeft}" y="${top}" width="${bubbleWidth.toFixed(0)}" height="${bubbleHeight}" rx="22" fill="#182533"/>` +
    `<text x="${bubbleLeft + 22}" y="${top + 24 + 20}" font-size="22" font-weight="bold" fill="${colour}">${escapeXml(username)}</text>${text}</svg>`;
  return fileAnswer(await renderSvg(svg), 'quote.png');
});
