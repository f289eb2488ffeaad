import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheets, given to every module by the components it imports, and applied in Mantine's own order
 * whatever order the browser loads them in (decision 401).
 *
 * - A module of the app that imports `{ Radio }` from `@mantine/core` gets `import '@mantine/core/styles/Radio.css'`
 *   and the stylesheets of every component Radio renders (found by following Mantine's own module graph to its CSS
 *   modules). So a lazy chunk, and the server-rendered page that links it, carries the styles of what it shows: no
 *   list to keep by hand.
 * - Each Mantine stylesheet is wrapped in a cascade layer of its own (`mantine.Tabs`), and the page declares those
 *   layers first, in the order of Mantine's complete `styles.css`. The stylesheets of lazy chunks land wherever the
 *   browser puts them (before the entry's, which sits below the loading screen); the layers keep a component's rules
 *   above those of the parts it is built on (Tabs above UnstyledButton), and the app's own CSS, outside any layer,
 *   above Mantine's.
 */

const require = createRequire(import.meta.url);
const coreRoot = dirname(require.resolve('@mantine/core/styles.css'));
const scopeRoot = dirname(coreRoot);

/** One Mantine stylesheet: how the app imports it, the cascade layer it goes in, its file. */
type Sheet = { specifier: string; layer: string; file: string };

/** `@mantine/<package>` folders that ship styles, core first. */
function styledPackages(): string[] {
  const others = readdirSync(scopeRoot)
    .filter((name) => name !== 'core' && existsSync(join(scopeRoot, name, 'styles.css')))
    .sort();
  return ['core', ...others];
}

/** A package's stylesheets: one per component (`styles/*.css`) when it has them, else its single `styles.css`. */
function sheetsOf(pkg: string): Sheet[] {
  const root = join(scopeRoot, pkg);
  const folder = join(root, 'styles');
  if (!existsSync(folder)) {
    return [{ specifier: `@mantine/${pkg}/styles.css`, layer: pkg, file: join(root, 'styles.css') }];
  }
  const whole = readFileSync(join(root, 'styles.css'), 'utf8');
  return (
    readdirSync(folder)
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .map((name) => ({ name, file: join(folder, name), text: readFileSync(join(folder, name), 'utf8') }))
      // Mantine's complete styles.css is its per-component files in dependency order: keep that order.
      .map((sheet) => ({ ...sheet, position: whole.indexOf(sheet.text) }))
      .sort((a, b) => a.position - b.position)
      .map(({ name, file }) => {
        const component = basename(name, '.css');
        return {
          specifier: `@mantine/${pkg}/styles/${name}`,
          layer: pkg === 'core' ? component : `${pkg}-${component}`,
          file,
        };
      })
  );
}

type Catalog = {
  /** Every stylesheet in cascade order. */
  sheets: Sheet[];
  /** Which stylesheet defines each of Mantine's class names (`m_89d60db1`). */
  sheetOfClass: Map<string, Sheet>;
  /** The `@layer …;` statement that fixes the order of every Mantine layer. */
  layerOrder: string;
};

let catalog: Catalog | undefined;
function mantineCatalog(): Catalog {
  if (catalog) return catalog;
  const sheets = styledPackages().flatMap(sheetsOf);
  const sheetOfClass = new Map<string, Sheet>();
  for (const sheet of sheets) {
    for (const [, name] of readFileSync(sheet.file, 'utf8').matchAll(/\.(m_[0-9a-f]+)/g)) {
      if (name && !sheetOfClass.has(name)) sheetOfClass.set(name, sheet);
    }
  }
  const layerOrder = `@layer ${sheets.map((sheet) => `mantine.${sheet.layer}`).join(', ')};`;
  catalog = { sheets, sheetOfClass, layerOrder };
  return catalog;
}

/** `import { A, type B } from 'x'`, `import C from 'x'`, `export { D } from 'x'` and `import 'x'`. */
const staticImport =
  /\b(?:import|export)\s+(type\s+)?([\w$*{}\s,]*?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;

/** Imported names, without type-only ones: `{ Radio, type RadioProps, Tabs as T }` gives Radio and Tabs. */
function importedNames(clause: string): string[] {
  const list = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

type ModuleImport = { specifier: string; names: string[] };

/** A module's static imports and re-exports, without type-only ones. */
function parseImports(code: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  for (const [, typeOnly, clause, from, bare] of code.matchAll(staticImport)) {
    if (bare) found.push({ specifier: bare, names: [] });
    else if (from && !typeOnly) found.push({ specifier: from, names: importedNames(clause ?? '') });
  }
  return found;
}

const moduleImports = new Map<string, ModuleImport[]>();
function importsOf(file: string): ModuleImport[] {
  let found = moduleImports.get(file);
  if (!found) {
    found = existsSync(file) ? parseImports(readFileSync(file, 'utf8')) : [];
    moduleImports.set(file, found);
  }
  return found;
}

/** A package's exported names and the module of each, from its ES index. */
const packageExports = new Map<string, Map<string, string>>();
function exportsOf(pkg: string): Map<string, string> {
  let exports = packageExports.get(pkg);
  if (!exports) {
    const esm = join(scopeRoot, pkg, 'esm');
    exports = new Map();
    if (existsSync(join(esm, 'index.mjs'))) {
      for (const { specifier, names } of importsOf(join(esm, 'index.mjs'))) {
        if (specifier.startsWith('.')) for (const name of names) exports.set(name, resolve(esm, specifier));
      }
    }
    packageExports.set(pkg, exports);
  }
  return exports;
}

const mantinePackage = /^@mantine\/([^/]+)$/;

/**
 * The modules of the Mantine exports a module imports (`{ Radio } from '@mantine/core'` gives
 * `components/Radio/Radio.mjs`): what it runs of Mantine, rather than everything a package's index re-exports.
 */
export function mantineImports(code: string): string[] {
  const modules: string[] = [];
  for (const { specifier, names } of parseImports(code)) {
    const pkg = mantinePackage.exec(specifier)?.[1];
    if (pkg) modules.push(...names.flatMap((name) => exportsOf(pkg).get(name) ?? []));
  }
  return modules;
}

/** Whether a module id is the index of one of Mantine's packages (`@mantine/core/esm/index.mjs`). */
export function isMantineIndex(id: string): boolean {
  const match = /[\\/]@mantine[\\/]([^\\/]+)[\\/]esm[\\/]index\.mjs$/.exec(id);
  return match !== null && resolve(id) === resolve(scopeRoot, match[1]!, 'esm', 'index.mjs');
}

/** The stylesheets that the named exports of a Mantine package need, following Mantine's modules to their CSS. */
function sheetsFor(pkg: string, names: string[]): Set<Sheet> {
  const { sheetOfClass } = mantineCatalog();
  const needed = new Set<Sheet>();
  const seen = new Set<string>();
  const queue = names.flatMap((name) => exportsOf(pkg).get(name) ?? []);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.module.mjs') && existsSync(file)) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)) {
        const sheet = sheetOfClass.get(name!);
        if (sheet) needed.add(sheet);
      }
    }
    for (const { specifier, names: imported } of importsOf(file)) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
      const other = mantinePackage.exec(specifier)?.[1];
      if (other) queue.push(...imported.flatMap((name) => exportsOf(other).get(name) ?? []));
    }
  }
  return needed;
}

/** The `import '…css'` lines a module of the app needs for the Mantine components it imports, in cascade order. */
export function mantineStyleImports(code: string): string[] {
  const needed = new Set<Sheet>();
  for (const { specifier, names } of parseImports(code)) {
    const pkg = mantinePackage.exec(specifier)?.[1];
    if (pkg) for (const sheet of sheetsFor(pkg, names)) needed.add(sheet);
  }
  return mantineCatalog()
    .sheets.filter((sheet) => needed.has(sheet))
    .map((sheet) => sheet.specifier);
}

/** The `@layer` statement every page must carry before any stylesheet. */
export function mantineLayerOrder(): string {
  return mantineCatalog().layerOrder;
}

const virtualId = 'virtual:mantine-layer-order';
const appModule = /\.[cm]?[jt]sx?$/;
/** The path of one of Mantine's stylesheets: its package and, for a per-component one, the component. */
export const mantineStyleSheet = /[\\/]@mantine[\\/]([^\\/]+)[\\/]styles(?:[\\/]([^\\/]+))?\.css$/;

export function mantineStyles(): Plugin {
  return {
    name: 'portal-mantine-styles',
    enforce: 'pre',
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      return id === `\0${virtualId}`
        ? `export const mantineLayerOrder = ${JSON.stringify(mantineLayerOrder())};`
        : undefined;
    },
    transform(code, id, options) {
      const path = id.split('?')[0]!;
      const sheet = mantineStyleSheet.exec(path);
      // Mantine's own `.layer.css` files already sit in a layer (one for all of Mantine): left as they are.
      if (sheet && !path.endsWith('.layer.css')) {
        const [, pkg, component] = sheet;
        const layer = component === undefined ? pkg : pkg === 'core' ? component : `${pkg}-${component}`;
        return { code: `@layer mantine.${layer} {\n${code}\n}\n`, map: null };
      }
      // The server renderer links the stylesheets of the browser build; it needs none of its own.
      if (options?.ssr || path.includes('/node_modules/') || !appModule.test(path) || !code.includes('@mantine/')) {
        return undefined;
      }
      const imports = mantineStyleImports(code);
      if (imports.length === 0) return undefined;
      return { code: `${imports.map((specifier) => `import '${specifier}';`).join('\n')}\n${code}`, map: null };
    },
    transformIndexHtml() {
      // Before any stylesheet: the lazy chunks' stylesheets are added at the end of <head> later.
      return [{ tag: 'style', children: mantineLayerOrder(), injectTo: 'head' }];
    },
  };
}
