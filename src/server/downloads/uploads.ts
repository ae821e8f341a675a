import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files a Postman request may upload, as paths from the project folder (Newman's working
 * directory): the fixtures, and the sample documents `npm run docs` writes to docs/postman/files.
 */
export function postmanUploads(projectRoot: string): string[] {
  const listed = (folder: string) => {
    const dir = join(projectRoot, folder);
    return existsSync(dir) ? readdirSync(dir).sort().map((name) => `${folder}/${name}`) : [];
  };
  return [...listed('public/fixtures'), ...listed('docs/postman/files')];
}
