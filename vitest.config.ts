import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/test/**/*.test.ts', '**/src/**/*.test.ts', 'web/e2e/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'web/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
