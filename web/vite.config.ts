import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:8080', '/odata': 'http://localhost:8080', '/hub': { target: 'ws://localhost:8080', ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
