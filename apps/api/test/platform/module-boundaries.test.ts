import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isPublicFile,
  moduleCycles,
  moduleGraph,
  moduleOf,
  moduleShares,
  shortName,
  sourceFiles,
  sourceRoot,
} from '../../scripts/module-map.ts';

/**
 * The rules between the API's modules (src/modules/<name>/): a module uses another only through that module's
 * `public.ts`; no circle between modules; no module holds more than about 15 % of the source lines. Code outside the
 * modules (plugins, the policy table) reaches them the same way; the list of modules (modules/index.ts: routes and
 * seeders) and the composition root (composition.ts: the context, the services, the jobs) are the two files that
 * import their insides directly. The libraries (src/lib) know no plugin and no module.
 */
const files = sourceFiles();
const composers = new Set([join(sourceRoot, 'modules/index.ts'), join(sourceRoot, 'composition.ts')]);
const libraries = join(sourceRoot, 'lib');
const inside = (folder: string, path: string) => path.startsWith(`${join(sourceRoot, folder)}/`);

/** `lib/x.ts imports plugins/y.ts`, for each import of a plugin or a module by a file under src/lib. */
const libraryCrossings = (all: typeof files) =>
  all
    .filter((file) => file.path.startsWith(`${libraries}/`))
    .flatMap((file) =>
      file.imports
        .filter((target) => inside('plugins', target) || inside('modules', target))
        .map((target) => `${shortName(file.path)} imports ${shortName(target)}`),
    );

describe('the modules of the API', () => {
  it('use each other only through their public files', () => {
    const crossings = files.flatMap((file) =>
      composers.has(file.path)
        ? []
        : file.imports
            .filter((target) => moduleOf(target) && moduleOf(target) !== moduleOf(file.path) && !isPublicFile(target))
            .map((target) => `${shortName(file.path)} imports ${shortName(target)}`),
    );
    expect(crossings).toEqual([]);
  });

  it('keep their public files to what others use: no routes, no services others would build again', () => {
    const exposed = files
      .filter((file) => isPublicFile(file.path))
      .flatMap((file) => file.imports.filter((target) => /\.routes\.ts$|\.seed\.ts$/.test(target)).map(shortName));
    expect(exposed).toEqual([]);
  });

  it('are not known by the libraries: nothing under lib/ imports a plugin or a module', () => {
    expect(libraryCrossings(files)).toEqual([]);
    // The check itself names a library that imports one.
    const library = { path: join(libraries, 'x.ts'), lines: 1, imports: [join(sourceRoot, 'plugins/access.ts')] };
    const plain = { path: join(libraries, 'y.ts'), lines: 1, imports: [join(libraries, 'access.ts')] };
    expect(libraryCrossings([library, plain])).toEqual(['lib/x.ts imports plugins/access.ts']);
  });

  it('form no circle', () => {
    const graph = moduleGraph(files);
    expect(graph.size).toBeGreaterThan(10);
    expect(moduleCycles(graph)).toEqual([]);
    // The check itself finds a circle where there is one.
    expect(
      moduleCycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a → b → c → a']);
  });

  it('each hold at most about 15 % of the source lines', () => {
    const { total, shares } = moduleShares(files);
    console.info(
      `${total} lines below src; ${shares.map(({ name, share }) => `${name} ${(share * 100).toFixed(1)} %`).join(', ')}`,
    );
    expect(shares.filter(({ share }) => share > 0.15)).toEqual([]);
  });
});
