import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's own Python, called by its path: the `python3` first on PATH may be another one without Debian's modules. */
const python = '/usr/bin/python3';

/**
 * Reads a file the product wrote with a reader people use: `script` gets the file's bytes on its standard input and
 * prints what it found as JSON. A file the reader refuses throws with the reader's last line (`reader` names it); a
 * module missing says which Debian package to install.
 */
export function readWithPython<T>(script: string, file: Buffer | Uint8Array, reader: string): T {
  if (!existsSync(python)) throw new Error(`${python} is missing: run scripts/ensure-test-deps.sh`);
  try {
    const output = execFileSync(python, ['-c', script], {
      input: file,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return JSON.parse(output.toString('utf8')) as T;
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
    const missing = /No module named '(\w+)'/.exec(stderr)?.[1];
    if (missing)
      throw new Error(`${missing} is missing: run scripts/ensure-test-deps.sh (Debian package python3-${missing})`);
    throw new Error(`${reader} could not read the file: ${stderr.trim().split('\n').at(-1) ?? error}`);
  }
}
