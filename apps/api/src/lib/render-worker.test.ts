import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicPageRenderInput } from '@portal/shared/public-pages';
import { afterAll, describe, expect, it } from 'vitest';
import { startRenderWorker } from './render-worker.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-render-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in renderer: echoes the address, fails on `/fail`, ends its thread on `/exit`, renders nothing elsewhere. */
const renderer = join(dir, 'renderer.js');
writeFileSync(
  renderer,
  `import { threadId } from 'node:worker_threads';
export function pageSource(path) { return path === '/home' ? 'src/home.tsx' : undefined; }
export function renderPublicPage(input) {
  if (input.url === '/fail') throw new Error('cannot render ' + input.url);
  if (input.url === '/exit') process.exit(3);
  return input.url.startsWith('/page') ? input.url + ' on thread ' + threadId : null;
}`,
);
const input = (url: string) => ({ url }) as PublicPageRenderInput;

describe('startRenderWorker', () => {
  it('renders on another thread, passes failures on, and starts again after its thread died', async () => {
    const worker = startRenderWorker(pathToFileURL(renderer).href);
    const [first, second] = await Promise.all([worker.render(input('/page/1')), worker.render(input('/page/2'))]);
    expect(first).toMatch(/^\/page\/1 on thread [1-9]\d*$/);
    expect(second?.split(' on ')[1]).toBe(first?.split(' on ')[1]);
    expect(await worker.render(input('/other'))).toBeNull();
    expect(await worker.pageSource('/home')).toBe('src/home.tsx');
    expect(await worker.pageSource('/about')).toBeUndefined();
    // A renderer without the theme's stylesheet: none.
    expect(await worker.themeStylesheet(undefined)).toBeUndefined();
    await expect(worker.render(input('/fail'))).rejects.toThrow('cannot render /fail');
    await expect(worker.render(input('/exit'))).rejects.toThrow('exit code 3');
    const afterRestart = await worker.render(input('/page/3'));
    expect(afterRestart?.split(' on ')[1]).not.toBe(first?.split(' on ')[1]);
    await worker.close();
  });

  it('fails the renders of a renderer it cannot load', async () => {
    const worker = startRenderWorker(pathToFileURL(join(dir, 'missing.js')).href);
    await expect(worker.render(input('/page'))).rejects.toThrow(/missing\.js/);
    await worker.close();
  });
});
