import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const SERVICES = ['identity', 'scheduling', 'booking', 'membership', 'billing', 'documents', 'notification', 'statistics'];

// A service talks to another only by events or HTTP through the gateway, never by import.
const serviceBoundaries = SERVICES.map((name) => ({
  files: [`services/${name}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...SERVICES.filter((s) => s !== name).flatMap((s) => [`@takt/${s}`, `@takt/${s}/*`, `**/services/${s}/**`, `../../${s}/**`]),
              '@takt/gateway',
              '@takt/standalone',
            ],
            message: 'Services must not import each other; use events (proto/events) or HTTP.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/generated/**', 'web/dist/**', '**/*.d.ts', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        NodeJS: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...serviceBoundaries,
  { files: ['loadtests/k6/**/*.js'], languageOptions: { globals: { open: 'readonly', __ENV: 'readonly' } } },
  {
    files: ['proto/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@takt/*', '../../kit/**', '../../services/**', '../../gateway/**', '../../web/**'],
              message: 'proto imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['kit/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@takt/*', '!@takt/proto'], message: 'kit imports only proto.' }] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@takt/kit', '@takt/kit/*', '@takt/gateway', ...SERVICES.map((s) => `@takt/${s}`)],
              message: 'web imports proto only.',
            },
          ],
        },
      ],
    },
  },
);
