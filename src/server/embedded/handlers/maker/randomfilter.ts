import { guarded } from '../../media/failures.ts';
import { filterCatalogue } from '../../media/filter-catalogue.ts';
import { runSteps } from '../../media/filters.ts';
import { decodePicture, fromPicture, pngOf } from '../../media/picture.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { numberOf, textOf } from '../values.ts';

/** Filter.png: the uploaded picture with the chosen filter (the schema has checked its value). */
export const handler: EntryHandler = guarded(async ({ inputs, files, entry }) => {
  const make = filterCatalogue[textOf(inputs.filter)];
  if (!make) return { status: 400, json: { status: false, message: entry.error } };
  const picture = await decodePicture(files.image?.[0]?.data);
  const result = await runSteps(picture, make(numberOf(inputs.value, 0), textOf(inputs.direction)));
  return fileAnswer(await pngOf(fromPicture(result)), 'Filter.png');
});
