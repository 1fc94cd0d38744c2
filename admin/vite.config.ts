import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from '@portal/vite-plugins/precompress';

const contracts = fileURLToPath(new URL('../services/contracts/src/', import.meta.url));

// Served by the gateway under /admin/ from dist/admin/, a separate bundle from the storefront.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@portal/contracts/constants', replacement: `${contracts}constants.ts` },
      { find: /^@portal\/contracts$/, replacement: `${contracts}index.ts` },
    ],
  },
  build: { outDir: 'dist/admin', emptyOutDir: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
