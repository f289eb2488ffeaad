import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

async function portOf(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * Sends the beginning of a body over a real connection, announcing its whole length, and waits for the answer
 * without sending the rest: an answer proves the server judged the request before the rest (the file) was read.
 */
export async function answerBeforeRest(
  app: FastifyInstance,
  options: { method: string; url: string; headers: Record<string, string>; head: Buffer; length: number },
): Promise<{ status: number; headers: Record<string, unknown>; body: { code?: string; message?: string } }> {
  const port = await portOf(app);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.url,
        headers: { ...options.headers, 'content-length': String(options.length) },
      },
      (res) => {
        answered = true;
        clearTimeout(timer);
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) });
          req.destroy();
        });
      },
    );
    // The server may cut the connection once it has answered: that is expected.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer while the file was still to come'));
    }, 10_000);
    req.write(options.head);
  });
}

/**
 * Sends the beginning of a body over a real connection and closes it, as a phone whose line drops does; resolves
 * once the server has seen the connection go.
 */
export async function dropMidway(
  app: FastifyInstance,
  options: { method: string; url: string; headers: Record<string, string>; head: Buffer; length: number },
): Promise<void> {
  const port = await portOf(app);
  await new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.url,
      headers: { ...options.headers, 'content-length': String(options.length) },
    });
    req.on('error', () => undefined);
    req.write(options.head, () =>
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Every file under a folder, at any depth (temporary ones included). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
