// @vitest-environment node
// Reads how the app's start is cut into files, in the web app's production build (src/test/production-build.ts).
// Two things depend on it:
// - the start runs in short tasks (src/main.tsx): React, the other libraries and the app's code each in a file of
//   its own, which the entry evaluates one after the other with a task between them. As one task, the start kept a
//   slow phone from answering a tap for its whole length (decision 527; Lighthouse's blocking time on the first
//   step, `npm run lighthouse`, measures it);
// - zod runs with its settings (src/lib/zod-config.ts) before any schema is built: otherwise it probes for `eval`,
//   which the page's policy refuses and reports (the dashboard's journey checks that nothing is refused).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { productionBuild } from '@/test/production-build';

const built = productionBuild();
/** Every script of the build, by file name. */
let scripts = new Map<string, string>();

beforeAll(() => {
  const assets = join(built.outDir, 'assets');
  scripts = new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(assets, name), 'utf8')]),
  );
});

/** The scripts whose text holds `marker`. */
const holding = (marker: string) => [...scripts].filter(([, text]) => text.includes(marker)).map(([name]) => name);

describe('the app’s start', () => {
  it('is three files the entry asks for one after the other: React, the other libraries, the app’s code', () => {
    const { manifest } = built;
    const entry = manifest['index.html'];
    const files = (entry?.dynamicImports ?? []).map((key) => manifest[key]?.file.replace('assets/', '') ?? key);
    expect(files.map((file) => file.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
      'app-react',
      'app-libraries',
      'app-start',
    ]);
    // The entry's text asks for them in that order.
    const entryText = scripts.get(entry?.file.replace('assets/', '') ?? '') ?? '';
    const positions = files.map((file) => entryText.indexOf(file));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // React's code is in its file alone: evaluating the others does not evaluate it again.
    expect(holding('react.transitional.element')).toEqual([files[0]]);
    expect(holding('createBrowserRouter')).toEqual(expect.arrayContaining([files[1]]));
  });

  it('runs zod’s settings in the libraries’ file, which holds zod itself', () => {
    const libraries = [...scripts.keys()].find((name) => name.startsWith('app-libraries-'));
    expect(holding('jitless:!0')).toEqual([libraries]);
    // zod's probe for `eval`, which its settings turn off.
    expect(holding('Function(``)')).toEqual([libraries]);
  });
});
