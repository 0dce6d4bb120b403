import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { houseRules } from './eslint/house-rules.js';

const SERVICES = ['identity', 'scheduling', 'booking', 'membership', 'billing', 'documents', 'notification', 'statistics'];

// A service talks to another only by events or HTTP through the gateway, never by import.
const otherServices = (name) => ({
  group: [
    ...SERVICES.filter((s) => s !== name).flatMap((s) => [`@takt/${s}`, `@takt/${s}/*`, `**/services/${s}/**`, `../../${s}/**`]),
    '@takt/gateway',
    '@takt/standalone',
  ],
  message: 'Services must not import each other; use events (proto/events) or HTTP.',
});

// domain/ is pure: rules and calculations that a test can run without a database, broker or disk.
const ioModules = {
  group: [
    '@prisma/*',
    'pg',
    'ioredis',
    'nats',
    '@takt/kit',
    '@takt/kit/*',
    ...['store', 'events', 'operations', 'generated'].flatMap((layer) => [`./${layer}/**`, `../${layer}/**`, `../../${layer}/**`]),
    ...['fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'dgram', 'dns', 'child_process', 'tls'].flatMap((m) => [m, `node:${m}`]),
  ],
  message: 'domain/ stays pure: no database, bus, cache, kit plumbing or node I/O. Do the I/O in an operation.',
};

// store/ holds queries over a transaction; announcing what happened is the operation's job.
const eventModules = { group: ['../events/**', '../../events/**'], message: 'store/ must not import events/: the operation publishes.' };

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// A later flat-config entry replaces a rule's options, so each layer repeats the service boundary.
const serviceBoundaries = SERVICES.flatMap((name) => [
  { files: [`services/${name}/**/*.ts`], rules: restrictImports(otherServices(name)) },
  {
    files: [`services/${name}/src/domain/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrictImports(otherServices(name), ioModules),
  },
  { files: [`services/${name}/src/store/**/*.ts`], ignores: ['**/*.test.ts'], rules: restrictImports(otherServices(name), eventModules) },
]);

const MODEL_METHODS =
  'findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy';
const modelCalls = [
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.object.type='MemberExpression'][callee.property.name=/^(${MODEL_METHODS})$/]`,
    message: 'No Prisma model call here: queries live in store/, the work that uses them in operations/.',
  },
  {
    selector:
      'TaggedTemplateExpression[tag.property.name=/^\\$(queryRaw|executeRaw)/], CallExpression[callee.property.name=/^\\$(queryRaw|executeRaw)/]',
    message: 'No raw SQL here: queries live in store/.',
  },
];
const publishCalls = {
  selector: "CallExpression[callee.name='publishEvent']",
  message: 'Events are published from events/ (called by an operation), nowhere else.',
};
const openTransactions = {
  selector: 'CallExpression[callee.property.name=/^(tx|system)$/]',
  message: 'A route does not open a transaction: call one operation (src/operations/) that does.',
};

// Routes and consumers are the edge: they call exactly one operation and stay a few statements long.
const layers = [
  {
    files: ['services/*/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { takt: houseRules },
    rules: {
      'no-restricted-syntax': ['error', ...modelCalls, publishCalls, openTransactions],
      'takt/short-handlers': ['error', { max: 5 }],
    },
  },
  {
    files: ['services/*/src/events/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { takt: houseRules },
    rules: { 'no-restricted-syntax': ['error', ...modelCalls], 'takt/short-handlers': ['error', { max: 5 }] },
  },
  {
    files: ['services/*/src/store/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', publishCalls] },
  },
  // Operations orchestrate: their queries are store/ functions, so each query has one home and a name.
  {
    files: ['services/*/src/{domain,operations}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...modelCalls, publishCalls] },
  },
];

// Settings are parsed once at start (kit/src/config.ts); code below the entry points takes them by
// parameter. scripts/ (local tooling that starts processes) and the browser tests in web/ are outside.
const settings = [
  {
    files: ['{kit,gateway,services,standalone,loadtests}/**/*.ts'],
    ignores: ['kit/src/config.ts'],
    plugins: { takt: houseRules },
    rules: { 'takt/settings-at-start': 'error' },
  },
  {
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['**/main.ts'],
    plugins: { takt: houseRules },
    rules: { 'takt/settings-at-start': ['error', { source: false }] },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/generated/**', 'web/dist/**', 'dist/**', '**/*.d.ts', '.data/**'] },
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
  ...layers,
  ...settings,
  // Bare expect.poll gives up after 1 s: a browser on a busy CI machine needs web/e2e/poll.ts.
  {
    files: ['web/e2e/**/*.ts'],
    ignores: ['web/e2e/poll.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='expect'][callee.property.name='poll']",
          message: 'Use poll or live from ./poll.ts.',
        },
      ],
    },
  },
  // The service worker template: worker globals, and the precache list the build fills in.
  { files: ['web/pwa/sw.js'], languageOptions: { globals: { self: 'readonly', caches: 'readonly', __PRECACHE__: 'readonly' } } },
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
    // The browser tests (web/e2e) boot the whole system; the app itself imports proto only.
    files: ['web/src/**/*.{ts,tsx}'],
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
