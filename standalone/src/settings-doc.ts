import { fileURLToPath } from 'node:url';
import { describeSettings } from '@takt/kit';
import { format, resolveConfig } from 'prettier';
import { settingsCatalog } from './settings-catalog.ts';

export const DOC_PATH = fileURLToPath(new URL('../../docs/settings.md', import.meta.url));

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** docs/settings.md, generated from the schemas (`npm run docs:settings`); a test fails when the file is stale. */
export async function settingsDocument(): Promise<string> {
  const sections = settingsCatalog().map(({ process, schema }) => {
    const rows = describeSettings(schema).map(
      (r) => `| \`${r.name}\` | ${r.default ? `\`${cell(r.default)}\`` : ''} | ${r.production ? 'yes' : ''} | ${cell(r.meaning)} |`,
    );
    return [`## ${process}`, '', '| setting | default | required in production | meaning |', '| --- | --- | --- | --- |', ...rows].join(
      '\n',
    );
  });
  const text = `${[
    '# Settings',
    '',
    'Generated from the settings schemas (`kit/src/config.ts`, `gateway/src/settings.ts`, each',
    "service's `src/settings.ts`, `standalone/src/settings.ts`) by `npm run docs:settings`; a test",
    'fails when this file is stale. Every process reads its settings from the environment once at',
    'start and refuses to boot, naming every bad or missing setting, when one is invalid or, with',
    '`NODE_ENV=production`, when one marked "required in production" is not given. An empty value',
    'counts as not given.',
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n')}`;
  return format(text, { ...(await resolveConfig(DOC_PATH)), filepath: DOC_PATH });
}
