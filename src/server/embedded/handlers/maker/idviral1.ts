import { guarded } from '../../media/failures.ts';
import { steps } from '../../media/filters.ts';
import { decodePicture, fromPicture, pngOf } from '../../media/picture.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';

/** Shadows go deep green, highlights pink: the viral two-tone look. */
const shadow = [18, 110, 70];
const highlight = [255, 122, 182];

/** Filter.png: the picture as a pink-green duotone (its luminance mapped between the two colours). */
export const handler: EntryHandler = guarded(async ({ files }) => {
  const grey = await steps.grayscale()(await decodePicture(files.image?.[0]?.data));
  const gain = shadow.map((s, i) => (highlight[i] - s) / 255);
  const duotone = fromPicture(grey).linear([...gain, 1], [...shadow, 0]);
  return fileAnswer(await pngOf(duotone), 'Filter.png');
});
