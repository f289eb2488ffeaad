import { Worker } from 'node:worker_threads';
import type { PublicPageRenderInput } from '@portal/shared/public-pages';

/**
 * The worker's code: loads the renderer once and renders every page it is sent. Plain JavaScript given as text, so
 * it needs no loader whatever runs the server (tsx, vitest); the renderer the web build made is plain JavaScript.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const renderer = import(workerData.rendererUrl);
parentPort.on('message', async ({ id, input }) => {
  try {
    const { renderPublicPage } = await renderer;
    parentPort.postMessage({ id, html: renderPublicPage(input) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack || error.message : String(error) });
  }
});
`;

type Reply = { id: number; html?: string | null; error?: string };
type Waiting = { resolve: (html: string | null) => void; reject: (error: Error) => void };

export type RenderWorker = {
  render: (input: PublicPageRenderInput) => Promise<string | null>;
  close: () => Promise<void>;
};

/**
 * Renders public pages on a thread of their own. A render takes tens of milliseconds of synchronous work (the
 * landing page 40–100 ms here); on the server's thread it would hold up every request arriving meanwhile. A worker
 * that fails or dies fails the renders it had and is started again for the next one.
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
    started.on('message', ({ id, html, error }: Reply) => {
      const caller = waiting.get(id);
      waiting.delete(id);
      // An idle worker must not keep the process alive.
      if (waiting.size === 0) started.unref();
      if (error === undefined) caller?.resolve(html ?? null);
      else caller?.reject(new Error(error));
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the page renderer stopped (exit code ${code})`));
    });
    return started;
  }

  return {
    render(input) {
      worker ??= start();
      worker.ref();
      lastId += 1;
      const id = lastId;
      const sent = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        sent.postMessage({ id, input });
      });
    },
    async close() {
      const closing = worker;
      worker = undefined;
      failAll(new Error('the page renderer was closed'));
      await closing?.terminate();
    },
  };
}
