import type { AppShellCatalog } from '../../../packages/shared/src/app-shell.ts';
import type { ScreenFiles } from './screen-chunks.ts';

/**
 * The first-run script (src/preload-settings.js) with what only the build knows written into its slots: the names of
 * the screens' files it fetches early, and each language's loading screen (its two texts only: the page's title and
 * tags are the server's, or the app's once it runs).
 */
export function fillFirstRunScript(source: string, { files, shell }: { files: ScreenFiles; shell: AppShellCatalog }) {
  const loading = Object.fromEntries(
    Object.entries(shell).map(([language, texts]) => [language, { appName: texts.appName, loading: texts.loading }]),
  );
  const slots: [string, unknown][] = [
    ['/* screen files */ null', files],
    ['/* shell texts */ null', loading],
  ];
  let script = source;
  for (const [slot, value] of slots) {
    if (!script.includes(slot)) throw new Error(`first-run script: no "${slot}" to fill`);
    script = script.replace(slot, () => JSON.stringify(value));
  }
  return script;
}
