import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const checkout = fileURLToPath(new URL('../../../..', import.meta.url));
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

/** Compiles the server when its sources changed since it was (as `npm start` does), so that a test runs what it runs. */
export function compileServer() {
  const build = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "(await import('./scripts/api-build.mjs')).buildApiIfStale()"],
    { cwd: checkout, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the server did not compile:\n${build.stdout}${build.stderr}`);
}

export type Program = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * A program in a child process, its output kept for the failure message, once `ready` answers true (asked every
 * `every` ms, `attempts` times at most); stopped if it exits first or never gets ready, with the error `failure` and
 * the end of its output. `stop` sends SIGTERM to the child (or to the processes `pids` names) and waits for its exit.
 */
export async function startProgram(
  command: string,
  args: string[],
  options: {
    ready: () => Promise<boolean>;
    failure: string;
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    attempts?: number;
    every?: number;
    pids?: (child: ChildProcess) => number[];
  },
): Promise<Program> {
  let output = '';
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) for (const pid of options.pids?.(child) ?? [child.pid!]) process.kill(pid, 'SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < (options.attempts ?? 400); attempt += 1) {
    if (child.exitCode !== null) break;
    if (await options.ready()) return { child, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, options.every ?? 250));
  }
  await stop();
  throw new Error(`${options.failure}:\n${output.slice(-3000)}`);
}

/** Whether `url` answers 2xx. */
export const answersOk = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

export type ServerProcess = Program & { base: string };

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
  const base = `http://127.0.0.1:${port}`;
  const server = await startProgram(command[0]!, command.slice(1), {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    // Under strace the server is strace's child: it gets the signal, and strace ends with it.
    pids: options.strace
      ? (child) =>
          readdirSync(`/proc/${child.pid}/task`).flatMap((task) =>
            readFileSync(`/proc/${child.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
          )
      : undefined,
    ready: () => answersOk(`${base}/api/health`),
    failure: 'the server did not start',
  });
  return { base, ...server };
}

/** The lines a trace file holds from `offset` on (strace writes whole lines as calls end). */
export function traceSince(file: string, offset: number): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file).subarray(offset).toString('utf8').split('\n').filter(Boolean);
}
