import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above `start` that holds a package.json. */
function packageFolder(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

/**
 * The API package's folder (apps/api), whether the server runs from its sources (src/lib/package-paths.ts) or
 * compiled into one file (dist/server.js): the files it reads at run time (migrations, catalogs, the web build) are
 * found from here, not from the running module's place, which differs between the two.
 */
export const apiFolder = packageFolder(dirname(fileURLToPath(import.meta.url)));

/** Where the repository keeps the web app and the shared package, beside the API. */
export const repositoryFolder = join(apiFolder, '../..');
