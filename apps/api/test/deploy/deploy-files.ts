import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCommand } from '../platform/backup-helpers.ts';

/** The repository's checkout, which the guide installs in /opt/portal. */
export const checkout = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '');

/** A file of the repository's deploy folder, as the guide copies it onto the server. */
export const deployFile = (name: string) => readFileSync(`${checkout}/deploy/${name}`, 'utf8');

/** The variables an environment file (`KEY=value` lines, `#` comments, as systemd reads it) sets. */
export function environmentFile(name: string): Record<string, string> {
  const lines = deployFile(name)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** Why a Debian package's program is missing here, or undefined when it is there. */
export function missing(program: string, pkg: string): string | undefined {
  const probe = spawnSync(program, ['version'], { encoding: 'utf8' });
  return probe.error
    ? `${program} is not installed: apt-get install -y ${pkg} (scripts/ensure-test-deps.sh)`
    : undefined;
}

/** Runs a command in the checkout to its end, with its output. */
export const run = (command: string, args: string[], env: Record<string, string | undefined>) =>
  runCommand(command, args, env, checkout);
