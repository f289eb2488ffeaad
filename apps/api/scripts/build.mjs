#!/usr/bin/env node
// `npm run build -w @portal/api`: the server compiled to JavaScript in apps/api/dist, which `npm start` runs (decision
// 503): the API's sources and the shared package bundled into dist/server.js, the render worker's thread into its own
// dist/render-worker-thread.js (a worker starts from a file), the packages of node_modules left as they are.
// Migrations, catalogs and the web build are read from their folders at run time (src/lib/package-paths.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const apiFolder = new URL('..', import.meta.url).pathname;
const outdir = join(apiFolder, 'dist');

/** Everything imported by a bare name stays in node_modules, but the shared package, whose files are TypeScript. */
const keepPackagesOutside = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/shared') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: join(apiFolder, 'src/server.ts'),
    'render-worker-thread': join(apiFolder, 'src/lib/render-worker-thread.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The server's own dynamic imports become chunks, loaded while the database opens (src/server.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20.19',
  sourcemap: 'linked',
  // Names stay as written: stack traces and the log read like the sources.
  keepNames: true,
  plugins: [keepPackagesOutside],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, output]) => `${file.replace(/.*\/dist\//, 'dist/')} ${(output.bytes / 1024).toFixed(0)} KiB`);
console.log(`API compiled: ${bytes.join(', ')}`);
