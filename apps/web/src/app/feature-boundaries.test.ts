// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } };
};

const biome = JSON.parse(readFileSync(new URL('../../../../biome.json', import.meta.url), 'utf8')) as {
  overrides: Override[];
};
const features = readdirSync(new URL('../features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the lint rule between features', () => {
  it('has a line for every feature, allowing its own files and the other features’ public.ts only', () => {
    for (const feature of features) {
      const override = biome.overrides.find((item) => item.includes.includes(`apps/web/src/features/${feature}/**`));
      const groups = override?.linter?.rules?.style?.noRestrictedImports?.options.patterns.map((p) => p.group);
      expect(groups?.[0], feature).toEqual(['@/features/**', `!@/features/${feature}/**`, '!@/features/*/public']);
    }
  });
});

const source = new URL('..', import.meta.url).pathname;

/** Lines of the app's own code (tests apart) below `folder`. */
function linesBelow(folder: string): number {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .reduce((sum, entry) => sum + readFileSync(join(entry.parentPath, entry.name), 'utf8').split('\n').length, 0);
}

describe('the web app cut by what changes together', () => {
  it('has no folder (a feature, or a shared folder) above 15 % of its lines', () => {
    const total = linesBelow(source);
    const shared = readdirSync(source, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'features')
      .map((entry) => entry.name);
    const folders = [...features.map((feature) => `features/${feature}`), ...shared];
    for (const folder of folders) {
      const share = linesBelow(join(source, folder)) / total;
      expect(share, `${folder}: ${(share * 100).toFixed(1)} %`).toBeLessThanOrEqual(0.15);
    }
  });
});
