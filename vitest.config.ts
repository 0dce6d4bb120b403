import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'web/dist/**', 'dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['**/test/**/*.test.ts', '**/src/**/*.test.ts'], isolate: false } },
      // The browser tests share one system and one Chromium, booted once per run (and only when
      // a browser test is part of the run).
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          globalSetup: ['web/e2e/global-setup.ts'],
          // A browser test clicks through a whole screen; on the shared 2-core machine under load
          // that took up to 2.5 minutes (decision 0026).
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
