import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
export const serverScript = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
/** The compiled server `npm start` runs (`npm run build -w @portal/api` makes it). */
export const compiledServer = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

/** Why strace cannot trace a child here (not installed, or ptrace refused), or undefined when it can. */
export function straceUnavailable(): string | undefined {
  const probe = spawnSync('strace', ['-f', '-qq', '-e', 'trace=fdatasync', 'true'], { encoding: 'utf8' });
  if (probe.error) return `strace is not installed (${probe.error.message}): apt-get install strace`;
  if (probe.status !== 0) return `strace cannot attach here: ${probe.stderr.trim().split('\n')[0]}`;
  return undefined;
}

export type ServerProcess = { base: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * The real server from its sources (`node --import tsx src/server.ts`), or `compiled` as `npm start` runs it, in a
 * child process; `strace` runs it under `strace -o <file>` with those options. Resolves once /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  options: { strace?: { file: string; syscalls: string[] }; nodeArgs?: string[]; compiled?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const entry = options.compiled ? [compiledServer] : ['--import', 'tsx', serverScript];
  const node = [process.execPath, ...(options.nodeArgs ?? []), ...entry];
  const command = options.strace
    ? [
        'strace',
        '-f',
        '-qq',
        '-y',
        '-yy',
        '-s',
        '48',
        '--seccomp-bpf',
        '-e',
        `trace=${options.strace.syscalls.join(',')}`,
        '-o',
        options.strace.file,
        ...node,
      ]
    : node;
  let output = '';
  const child = spawn(command[0]!, command.slice(1), {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Under strace the server is strace's child: it gets the signal, and strace ends with it.
  const serverPids = () =>
    options.strace && child.pid
      ? readdirSync(`/proc/${child.pid}/task`).flatMap((task) =>
          readFileSync(`/proc/${child.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
        )
      : [child.pid!];
  const stop = async () => {
    if (child.exitCode === null) for (const pid of serverPids()) process.kill(pid, 'SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, child, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not start:\n${output.slice(-3000)}`);
}

/** The lines a trace file holds from `offset` on (strace writes whole lines as calls end). */
export function traceSince(file: string, offset: number): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file).subarray(offset).toString('utf8').split('\n').filter(Boolean);
}
