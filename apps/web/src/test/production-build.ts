import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll } from 'vitest';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The web app built for production (about five seconds) into a folder of its own before the file's tests, removed
 * after them. Its folder and the build's manifest are read from the answer inside the tests.
 */
export function productionBuild(): { outDir: string; manifest: Manifest } {
  const built = { outDir: '', manifest: {} as Manifest };
  beforeAll(async () => {
    built.outDir = mkdtempSync(join(tmpdir(), 'portal-web-build-'));
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: built.outDir, emptyOutDir: true, copyPublicDir: false },
    });
    built.manifest = JSON.parse(readFileSync(join(built.outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  }, 180_000);
  afterAll(() => {
    if (built.outDir) rmSync(built.outDir, { recursive: true, force: true });
  });
  return built;
}
