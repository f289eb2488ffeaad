/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // `vite build --ssr src/server/render-public-page.tsx` (see package.json): the public pages rendered to HTML by
  // the API server. The workspace package ships TypeScript, so it is bundled; other dependencies stay external.
  ssr: { noExternal: ['@portal/shared'] },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
        // The server bundles every catalog (src/server/server-i18n.ts); the browser's lazy loading of them does
        // not apply here, which is expected.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // The server reads it to link each server-rendered page to its CSS and to the enhancement script.
        manifest: true,
        rolldownOptions: {
          input: { main: 'index.html', 'public-page': 'src/public-page/enhance.ts' },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
}));
