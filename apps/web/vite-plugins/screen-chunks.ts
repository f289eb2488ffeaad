import { fileURLToPath } from 'node:url';
import { isMantineIndex, mantineImports } from './mantine-styles.ts';

/** What rolldown's chunking context offers a group's `name` function (the part used here). */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** The page's entries: what they import statically is loaded with them, so no group below may take it. */
const appEntry = source('main.tsx');
const entries = [appEntry, source('public-page/enhance.ts')];
/** The app's start (src/app/start.tsx): imported by the entry once the loading screen has painted. */
const appStart = source('app/start.tsx');

/**
 * The app's start and the applicant's screens, whose code is fetched together: one file a group instead of one a
 * module (decision 525). Each group holds what its roots import statically, less what the entries already load
 * and what an earlier group holds; what a screen imports lazily (a dialog, a section of the form) stays in a file
 * of its own.
 */
const screens = [
  {
    // What every screen of the app runs on: the providers, the route table, the public and sign-in layouts.
    name: 'app-start',
    roots: [appStart],
  },
  {
    // The signed-in layouts and the dashboard: the first screen after signing in, and the installed app's start.
    name: 'signed-in',
    roots: [source('app/signed-in-shell.tsx'), source('features/dashboard/components/dashboard-page.tsx')],
  },
  {
    // The header's menus (Mantine's menu and its positioning library), loaded once a signed-in page is idle.
    // What the editor needs too (a check mark, a chevron: under 1 KB) goes with the signed-in layouts, under which
    // both are shown: the editor does not wait for the menus, nor the menus for the editor, and the editor's first
    // screen makes no request for a file of a few hundred bytes (on a line of six connections, that request costs
    // the larger files a round trip).
    name: 'header-menus',
    roots: [source('components/layouts/parts/loaded-menu.tsx')],
    sharedGoesTo: 'signed-in',
  },
  {
    // An application's editor and view around their sections (each section is loaded as it is opened), with the
    // first section, where every application starts (a page of explanations, under 1 KB).
    name: 'application-editor',
    roots: [
      source('features/application-editor/components/application-editor-page.tsx'),
      source('features/applicant-steps/components/how-to-fill-section.tsx'),
    ],
  },
];

/**
 * The modules `roots` import statically, directly or not, themselves included. An import from one of Mantine's
 * packages leads to the modules of the names imported, not to the package's index: the index re-exports every
 * component, and the entries import it, so through it every component would count as loaded by the entries.
 */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importedIds.filter((imported) => !isMantineIndex(imported)));
    if (info.code) stack.push(...mantineImports(info.code));
  }
  return seen;
}

/**
 * The groups for `build.rolldownOptions.output.codeSplitting.groups`, after the libraries' groups. The closures are
 * worked out once a build, on the first module named (rolldown names modules after it has read the whole graph).
 */
export function screenGroups() {
  let graphSeen: unknown;
  let owner = new Map<string, string>();
  const ownerOf = (id: string, graph: ModuleGraph) => {
    const entry = graph.getModuleInfo(appEntry);
    if (entry !== graphSeen) {
      graphSeen = entry;
      owner = new Map();
      const loadedByEntries = staticClosure(graph, entries);
      const closures = screens.map((screen) => staticClosure(graph, screen.roots));
      screens.forEach((screen, index) => {
        const later = closures.slice(index + 1);
        for (const module of closures[index] ?? []) {
          if (loadedByEntries.has(module) || owner.has(module)) continue;
          const shared = screen.sharedGoesTo && later.some((closure) => closure.has(module));
          owner.set(module, shared ? screen.sharedGoesTo : screen.name);
        }
      });
    }
    return owner.get(id) ?? null;
  };
  return screens.map((screen) => ({
    name: (id: string, graph: ModuleGraph) => (ownerOf(id, graph) === screen.name ? screen.name : null),
    // What a captured module imports is either captured too or loaded by the entries: nothing else to take along.
    includeDependenciesRecursively: false,
  }));
}

/**
 * The catalogs the signed-in layouts and the dashboard show, one file a language: `catalogs-en.js` and so on. The
 * other screens' catalogs stay one file each, fetched with their screen.
 */
const firstScreenNamespaces = [
  'common',
  'shell',
  'errors',
  'dashboard',
  'applications',
  'sessions',
  'renewal',
  'glossary',
  'acceptance',
  'interviews',
];
const catalogFile = new RegExp(`[\\\\/]locales[\\\\/](\\w+)[\\\\/](?:${firstScreenNamespaces.join('|')})\\.json$`);

export const firstScreenCatalogs = {
  name: (id: string) => {
    const language = catalogFile.exec(id)?.[1];
    return language ? `catalogs-${language}` : null;
  },
  includeDependenciesRecursively: false,
};

/** What generateBundle sees of a chunk (the part used here). */
type BundleChunk = {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/** The names of the files the first-run script fetches early for a signed-in screen (src/preload-settings.js). */
export type ScreenFiles = {
  /** The app's start and its stylesheet, less what the entry loads: every page of the app needs them. */
  start: string[];
  signedIn: string[];
  applicationEditor: string[];
  catalogs: Record<string, string>;
};

/** The chunks of a build, the files a chunk loads with it, the entry's chunk and the app's start's. */
function bundleGraph(bundle: Bundle) {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunk's file, its stylesheets, and the same for every chunk it imports statically. */
  const withImports = (fileName: string, into = new Set<string>()) => {
    const chunk = byFile.get(fileName);
    if (!chunk || into.has(fileName)) return into;
    into.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk.imports) withImports(imported, into);
    return into;
  };
  const main = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
  const start = chunks.find((chunk) => chunk.name === 'app-start');
  if (!main || !start) throw new Error('screen files: no chunk of src/main.tsx or no app-start chunk');
  return { chunks, withImports, main, start };
}

/**
 * The files of the app's start that the entry does not load itself: the first-run script asks for them, so that they
 * download with the entry rather than once it has run (src/main.tsx waits for the first paint before importing the
 * start).
 */
function startFiles(bundle: Bundle): { scripts: string[]; stylesheets: string[] } {
  const { withImports, main, start } = bundleGraph(bundle);
  const loadedByEntry = withImports(main.fileName);
  const files = [...withImports(start.fileName)].filter((file) => !loadedByEntry.has(file));
  return {
    scripts: files.filter((file) => file.endsWith('.js')),
    stylesheets: files.filter((file) => file.endsWith('.css')),
  };
}

/**
 * Each screen group's file, with the files it imports and its stylesheets, less what the entry already loads
 * (the page asks for those itself); and each language's catalogs of the first screen.
 */
export function screenFiles(bundle: Bundle): ScreenFiles {
  const { chunks, withImports, main, start } = bundleGraph(bundle);
  const loadedByEntry = withImports(start.fileName, withImports(main.fileName));
  const filesOf = (name: string) => {
    const chunk = chunks.find((candidate) => candidate.name === name);
    if (!chunk) throw new Error(`screen files: no chunk named ${name}`);
    return [...withImports(chunk.fileName)].filter((file) => !loadedByEntry.has(file));
  };
  const signedIn = filesOf('signed-in');
  const applicationEditor = filesOf('application-editor').filter((file) => !signedIn.includes(file));
  const catalogs = Object.fromEntries(
    chunks.flatMap((chunk) => {
      const language = /^catalogs-(\w+)$/.exec(chunk.name)?.[1];
      return language ? [[language, chunk.fileName]] : [];
    }),
  );
  const startCode = startFiles(bundle);
  return { start: [...startCode.scripts, ...startCode.stylesheets], signedIn, applicationEditor, catalogs };
}
