import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PublicPageRenderInput } from '@portal/shared/public-pages';
import { apiFolder } from './package-paths.ts';
import type { RenderCall, RenderReply, RenderThreadData } from './render-worker-thread.ts';

/**
 * The thread's module: `render-worker-thread.ts` beside this one while the server runs from its TypeScript sources
 * (tsx, vitest); once compiled to JavaScript, the build's own entry `dist/render-worker-thread.js` (this module then
 * lives in one of the build's chunks, scripts/build.mjs).
 */
const threadUrl =
  extname(fileURLToPath(import.meta.url)) === '.ts'
    ? new URL('./render-worker-thread.ts', import.meta.url)
    : pathToFileURL(join(apiFolder, 'dist/render-worker-thread.js'));

/**
 * Compiled, the thread's module is the worker's entry. From the TypeScript sources a few lines start it instead:
 * Node 20 runs no loader on a worker's entry, even one given `--import tsx`, so they register tsx (resolved here,
 * from this package) in the thread, then import its module. They load the renderer first, natively: the module's
 * own import of it then finds it loaded, and the renderer (plain JavaScript) never goes through tsx.
 */
function startThread(workerData: RenderThreadData): Worker {
  if (!threadUrl.pathname.endsWith('.ts')) return new Worker(threadUrl, { workerData });
  const [tsx, thread] = [import.meta.resolve('tsx/esm/api'), threadUrl.href].map((url) => JSON.stringify(url));
  const startFromSources = `import(${JSON.stringify(workerData.rendererUrl)})
    .then(() => import(${tsx}))
    .then((api) => { api.register(); return import(${thread}); });`;
  return new Worker(startFromSources, { eval: true, workerData });
}

type Waiting = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** The renderer's functions (see PublicPageRenderer), answered by the worker. */
export type RenderWorker = {
  render: (input: PublicPageRenderInput) => Promise<string | null>;
  pageSource: (path: string) => Promise<string | undefined>;
  themeStylesheet: (theme: unknown) => Promise<string | undefined>;
  close: () => Promise<void>;
};

/**
 * Renders public pages on a thread of their own. A render takes tens of milliseconds of synchronous work (the
 * landing page 40–100 ms here); on the server's thread it would hold up every request arriving meanwhile. Only the
 * worker loads the renderer (React, Mantine and the catalogs: ~150 MB), never the server's thread. A worker that
 * fails or dies fails the calls it had and is started again for the next one.
 */
export function startRenderWorker(rendererUrl: string): RenderWorker {
  const waiting = new Map<number, Waiting>();
  let worker: Worker | undefined;
  let lastId = 0;

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  function start(): Worker {
    const started = startThread({ rendererUrl });
    started.on('message', ({ id, result, error }: RenderReply) => {
      const caller = waiting.get(id);
      waiting.delete(id);
      // An idle worker must not keep the process alive.
      if (waiting.size === 0) started.unref();
      if (error === undefined) caller?.resolve(result);
      else caller?.reject(new Error(error));
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the page renderer stopped (exit code ${code})`));
    });
    return started;
  }

  function call(name: string, argument: unknown): Promise<unknown> {
    worker ??= start();
    worker.ref();
    lastId += 1;
    const id = lastId;
    const sent = worker;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      sent.postMessage({ id, name, argument } satisfies RenderCall);
    });
  }

  return {
    render: (input) => call('renderPublicPage', input) as Promise<string | null>,
    pageSource: (path) => call('pageSource', path) as Promise<string | undefined>,
    themeStylesheet: (theme) => call('themeStylesheet', theme) as Promise<string | undefined>,
    async close() {
      const closing = worker;
      worker = undefined;
      failAll(new Error('the page renderer was closed'));
      await closing?.terminate();
    },
  };
}
