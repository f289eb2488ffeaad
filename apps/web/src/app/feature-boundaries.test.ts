// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
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
