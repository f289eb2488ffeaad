/**
 * The modules of the API as its source shows them: who imports whom, and how many lines each module holds.
 * `npm run modules -w @portal/api` prints each module's share of the source lines and the modules each one uses;
 * test/platform/module-boundaries.test.ts holds the rules (public files, no circle, no module above 15 %).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const sourceRoot = fileURLToPath(new URL('../src', import.meta.url));
const modulesRoot = join(sourceRoot, 'modules');

export type SourceFile = { path: string; lines: number; imports: string[] };

/** Every TypeScript file below src, with its line count (as `wc -l` counts) and the files it imports. */
export function sourceFiles(root = sourceRoot): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    files.push({ path, lines: text.split('\n').length - 1, imports: importsOf(path, text) });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The files a source file imports or re-exports from, types included (relative specifiers only). */
function importsOf(path: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  const dynamic = [...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
  return [...specifiers, ...dynamic].map((specifier) => resolve(dirname(path), specifier));
}

/** The module a file belongs to (its folder under src/modules), or undefined outside the module folders. */
export function moduleOf(path: string): string | undefined {
  const inside = relative(modulesRoot, path);
  if (inside.startsWith('..')) return undefined;
  const [folder, ...rest] = inside.split('/');
  return rest.length ? folder : undefined;
}

export const isPublicFile = (path: string) => moduleOf(path) !== undefined && path.endsWith('/public.ts');
export const shortName = (path: string) => relative(sourceRoot, path);

/** Which modules each module uses (through any file), by name. */
export function moduleGraph(files: SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from) continue;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const target of file.imports) {
      const to = moduleOf(target);
      if (to && to !== from) uses.add(to);
    }
  }
  return graph;
}

/** The circles of the module graph, each as the path that closes it (`a → b → a`). */
export function moduleCycles(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
      return;
    }
    state.set(name, 'open');
    for (const next of [...(graph.get(name) ?? [])].sort()) visit(next, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of [...graph.keys()].sort()) visit(name, []);
  return cycles;
}

/** Each module's lines and share of all the source lines below src, largest first. */
export function moduleShares(files: SourceFile[]) {
  const total = files.reduce((sum, file) => sum + file.lines, 0);
  const lines = new Map<string, number>();
  for (const file of files) {
    const name = moduleOf(file.path);
    if (name) lines.set(name, (lines.get(name) ?? 0) + file.lines);
  }
  const shares = [...lines].map(([name, count]) => ({ name, lines: count, share: count / total }));
  return { total, shares: shares.sort((a, b) => b.lines - a.lines) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = sourceFiles();
  const { total, shares } = moduleShares(files);
  const graph = moduleGraph(files);
  console.log(`${total} lines of TypeScript below src`);
  for (const { name, lines, share } of shares) {
    const uses = [...(graph.get(name) ?? [])].sort().join(', ') || '-';
    console.log(
      `${name.padEnd(14)} ${String(lines).padStart(5)}  ${(share * 100).toFixed(1).padStart(5)} %  uses ${uses}`,
    );
  }
}
