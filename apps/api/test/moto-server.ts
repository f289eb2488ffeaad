import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './platform/server-process.ts';

/**
 * moto_server, a real S3 protocol server (moto 5.2, in Python), for the tests of files kept in a bucket: started on a
 * free loopback port, stopped with the tests. It keeps objects in memory and checks no signature (any credentials
 * do); a bucket is made by a plain `PUT /<bucket>`. scripts/ensure-test-deps.sh installs it where it is missing.
 */
export async function startMotoServer(): Promise<{ endpoint: string; stop: () => void }> {
  const bin = motoServerPath();
  const port = await freePort();
  const child = spawn(bin, ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-2_000);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await answering(endpoint, child, () => errors);
  return { endpoint, stop: () => void child.kill('SIGTERM') };
}

/** Makes an empty bucket (moto takes a plain PUT); answers its name. */
export async function createBucket(endpoint: string, bucket: string): Promise<string> {
  const response = await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`moto_server did not make the bucket ${bucket}: HTTP ${response.status}`);
  return bucket;
}

/** MOTO_SERVER, moto_server on PATH, or the one ensure-test-deps.sh installs; a missing one fails the tests. */
function motoServerPath(): string {
  const candidates = [
    process.env.MOTO_SERVER,
    onPath('moto_server'),
    join(homedir(), '.pyenv', 'shims', 'moto_server'),
    join(homedir(), '.cache', 'portal-moto', 'bin', 'moto_server'),
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found)
    throw new Error(
      'TEST_FILES=s3 needs moto_server (moto 5.2, a real S3 server): run scripts/ensure-test-deps.sh, or set MOTO_SERVER',
    );
  return found;
}

function onPath(name: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Waits until the server answers (moto takes a few seconds to import); fails if it exits first. */
async function answering(endpoint: string, child: ChildProcess, errors: () => string): Promise<void> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`moto_server stopped before answering: ${errors().trim()}`);
    const ok = await fetch(`${endpoint}/`)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`moto_server did not answer within a minute: ${errors().trim()}`);
}
