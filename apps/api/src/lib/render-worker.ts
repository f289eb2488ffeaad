import { Worker } from 'node:worker_threads';
import type { PublicPageRenderInput } from '@portal/shared/public-pages';

/**
 * The worker's code: loads the renderer once and answers calls of its two functions. Plain JavaScript given as
 * text, written to run as a script or a module, so it needs no loader whatever runs the server (tsx, vitest); the
 * renderer the web build made is plain JavaScript.
 */
const workerSource = `
import('node:worker_threads').then(({ parentPort, workerData }) => {
  const renderer = import(workerData.rendererUrl);
  parentPort.on('message', async ({ id, name, argument }) => {
    try {
      if (name !== 'renderPublicPage' && name !== 'pageSource') throw new Error('no such function: ' + name);
      const module = await renderer;
      parentPort.postMessage({ id, result: module[name](argument) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.stack || error.message : String(error) });
    }
  });
});
`;

type Reply = { id: number; result?: unknown; error?: string };
type Waiting = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** The renderer's functions (see PublicPageRenderer), answered by the worker. */
export type RenderWorker = {
  render: (input: PublicPageRenderInput) => Promise<string | null>;
  pageSource: (path: string) => Promise<string | undefined>;
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
    const started = new Worker(workerSource, { eval: true, workerData: { rendererUrl } });
    started.on('message', ({ id, result, error }: Reply) => {
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
      sent.postMessage({ id, name, argument });
    });
  }

  return {
    render: (input) => call('renderPublicPage', input) as Promise<string | null>,
    pageSource: (path) => call('pageSource', path) as Promise<string | undefined>,
    async close() {
      const closing = worker;
      worker = undefined;
      failAll(new Error('the page renderer was closed'));
      await closing?.terminate();
    },
  };
}
