import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { inlineHead } from '@portal/vite-plugins/inline-head';
import { precompress } from '@portal/vite-plugins/precompress';
import { SETTINGS_INIT_SCRIPT } from './src/shared/settings/settings-init-script';

const contracts = fileURLToPath(new URL('../services/contracts/src/', import.meta.url));

export default defineConfig({
  plugins: [react(), inlineHead({ script: SETTINGS_INIT_SCRIPT }), precompress()],
  resolve: {
    alias: [
      { find: '@portal/contracts/constants', replacement: `${contracts}constants.ts` },
      { find: /^@portal\/contracts$/, replacement: `${contracts}index.ts` },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // The admin app is a separate build (admin/); nothing of it can end up here.
    assetsInlineLimit: 2048,
    // Browsers without modulepreload (Safari before 17) still load the chunks, only later; the
    // polyfill cost every visitor its bytes.
    modulePreload: { polyfill: false },
  },
  // The server entry is self-contained, so it runs wherever it is copied (prerender job).
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:8080', '/yxmb': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
});
