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
 * modules (plugins, the policy table) reaches them the same way; the registry (modules/index.ts), which composes the
 * modules, is the one file that imports their routes and services directly.
 */
const files = sourceFiles();
const registry = join(sourceRoot, 'modules/index.ts');

describe('the modules of the API', () => {
  it('use each other only through their public files', () => {
    const crossings = files.flatMap((file) =>
      file.path === registry
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
