import { createHash } from 'node:crypto';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupFailure } from './failure.ts';

/**
 * A running server's control socket: a Unix socket in DATA_DIR (mode 600, so only the server's user, or root,
 * reaches it) through which the commands ask the server to act: `npm run backup` to write a backup, `npm run
 * retention` to anonymise what is kept too long (or list it), `npm run breach-drill` to end every sign-in. The server
 * is the one process with the embedded database open; asking it is how these run without stopping it.
 */
export type ControlRequest =
  | { command: 'backup'; out: string; force?: boolean; unencrypted?: boolean }
  | { command: 'retention'; dryRun: boolean }
  | { command: 'breach-drill' };
/** `refused`: nothing was written (an existing file, no key), as opposed to a backup that failed. */
export type ControlAnswer = { ok: true; summary: unknown } | { ok: false; message: string; refused?: boolean };

/** DATA_DIR/control.sock, or a name in the system's temporary folder when that path is too long for a socket. */
export function controlSocketPath(dataDir: string): string {
  const path = join(dataDir, 'control.sock');
  if (Buffer.byteLength(path) < 100) return path;
  return join(tmpdir(), `portal-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

function connect(path: string): Promise<Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

/** The first line the other side sends (the socket stays open: leaving a `for await` would destroy it). */
function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end < 0) return;
      socket.off('data', onData);
      resolve(text.slice(0, end));
    };
    socket.on('data', onData);
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}

/** Listens for requests; answers the function that stops listening. A socket left by a dead server is replaced. */
export async function serveControl(
  dataDir: string,
  handle: (request: ControlRequest) => Promise<ControlAnswer>,
): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  if (existsSync(path)) {
    const other = await connect(path);
    if (other) {
      other.destroy();
      throw new Error(`another server answers on ${path}`);
    }
    unlinkSync(path);
  }
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    readLine(socket)
      .then((line) => handle(JSON.parse(line) as ControlRequest))
      .catch((error: unknown): ControlAnswer => ({ ok: false, message: (error as Error).message }))
      .then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Sends a request to the server of DATA_DIR; `undefined` when none listens there. */
export async function askServer(dataDir: string, request: ControlRequest): Promise<ControlAnswer | undefined> {
  const socket = await connect(controlSocketPath(dataDir));
  if (!socket) return undefined;
  socket.write(`${JSON.stringify(request)}\n`);
  const line = await readLine(socket);
  socket.destroy();
  if (!line) throw new BackupFailure('the server closed the control socket without answering');
  return JSON.parse(line) as ControlAnswer;
}
