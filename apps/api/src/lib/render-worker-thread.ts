import { parentPort, workerData } from 'node:worker_threads';
import type { PublicPageRenderer } from '@portal/shared/public-pages';

/**
 * The page renderer's thread (started by render-worker.ts): loads the renderer the web build made, once, and answers
 * calls of its functions (a renderer without the theme's stylesheet answers none). It imports no TypeScript at run time (the renderer is plain JavaScript, the shared
 * import is a type), so it runs the same from the sources and compiled.
 */

export type RenderThreadData = { rendererUrl: string };
export type RenderCall = { id: number; name: string; argument: unknown };
export type RenderReply = { id: number; result?: unknown; error?: string };

const port = parentPort;
if (!port) throw new Error('render-worker-thread runs as a worker thread: start it with startRenderWorker');
const { rendererUrl } = workerData as RenderThreadData;
// Not awaited here: a renderer that cannot be loaded ends this thread, which fails the calls it had; the next call
// starts a new thread that tries again.
const renderer = import(rendererUrl) as Promise<PublicPageRenderer>;

port.on('message', async ({ id, name, argument }: RenderCall) => {
  let reply: RenderReply;
  try {
    const module = await renderer;
    if (name === 'renderPublicPage') reply = { id, result: module.renderPublicPage(argument as never) };
    else if (name === 'pageSource') reply = { id, result: module.pageSource(argument as string) };
    else if (name === 'themeStylesheet') reply = { id, result: module.themeStylesheet?.(argument) };
    else throw new Error(`no such function: ${name}`);
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
