// Loaded with `--import` into a server under test: every write under FULL_DISK_DIR fails as on a full disk
// (ENOSPC), whoever makes it (the server, PGlite's file system), while reads work. Nothing is filled for real.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';

const dir = process.env.FULL_DISK_DIR;
const inside = (path) => typeof path === 'string' && dir !== undefined && path.startsWith(dir);
const noSpace = (syscall, path = '') =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} '${path}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall,
    path,
  });
const writes = (flags) => (typeof flags === 'number' ? (flags & 3) !== 0 : /[wa+]/.test(String(flags ?? 'r')));
const descriptors = new Set();

const { openSync, writeSync, writeFileSync, mkdirSync } = fs;
fs.openSync = (path, flags, mode) => {
  const fd = openSync(path, flags, mode);
  if (inside(String(path)) && writes(flags)) descriptors.add(fd);
  return fd;
};
fs.writeSync = (fd, ...rest) => {
  if (descriptors.has(fd)) throw noSpace('write');
  return writeSync(fd, ...rest);
};
fs.writeFileSync = (path, ...rest) => {
  if (inside(String(path))) throw noSpace('open', String(path));
  return writeFileSync(path, ...rest);
};
fs.mkdirSync = (path, options) => {
  if (inside(String(path)) && !fs.existsSync(path)) throw noSpace('mkdir', String(path));
  return mkdirSync(path, options);
};
const { open, writeFile, mkdir } = fsp;
fsp.open = async (path, flags, mode) => {
  if (inside(String(path)) && writes(flags)) throw noSpace('open', String(path));
  return open(path, flags, mode);
};
fsp.writeFile = async (path, ...rest) => {
  if (inside(String(path))) throw noSpace('open', String(path));
  return writeFile(path, ...rest);
};
fsp.mkdir = async (path, options) => {
  if (inside(String(path)) && !fs.existsSync(path)) throw noSpace('mkdir', String(path));
  return mkdir(path, options);
};
syncBuiltinESMExports();
