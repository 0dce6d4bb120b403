import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.compress.ts';
import { serviceWorker } from './vite.pwa.ts';

const outDir = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress(outDir)],
  server: {
    proxy: { '/api': 'http://localhost:8080', '/odata': 'http://localhost:8080', '/hub': { target: 'ws://localhost:8080', ws: true } },
  },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1200 },
});
