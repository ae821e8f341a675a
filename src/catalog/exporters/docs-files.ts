import type { Catalog } from '../types.ts';
import { arazzoYaml } from './arazzo/document.ts';
import { recipeGuide, recipeGuidePath } from './recipe-guide.ts';
import { guideIndex } from './guide-index.ts';
import { postmanGuide } from './guide.ts';
import { toMarkdown } from './markdown.ts';
import { docFiles, guidePath } from './names.ts';
import { openApiDocument } from './openapi.ts';
import { postmanCollection, postmanEnvironment } from './postman.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Every generated docs file, by path relative to docs/, in a fixed order. Nothing here depends
 * on the clock or on chance: the same catalog always gives the same bytes.
 */
export function docsFiles(catalog: Catalog, options: { version: string; files: string[] }): [string, string][] {
  const files: [string, string][] = [
    [docFiles.collection, json(postmanCollection(catalog, options))],
    [docFiles.environment, json(postmanEnvironment())],
    [docFiles.openapi, json(openApiDocument(catalog, options))],
    [docFiles.guideIndex, toMarkdown(guideIndex(catalog))],
    [docFiles.arazzo, arazzoYaml(catalog, options)],
  ];
  const entries = catalog.groups.flatMap((g) => g.entries);
  for (const entry of entries) files.push([`guides/${guidePath(entry)}`, toMarkdown(postmanGuide(entry))]);
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const recipe of catalog.recipes ?? []) files.push([`guides/${recipeGuidePath(recipe)}`, toMarkdown(recipeGuide(recipe, byId))]);
  return files;
}
