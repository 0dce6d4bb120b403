import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_PATH, settingsDocument } from '../src/settings-doc.ts';

describe('docs/settings.md', () => {
  it('lists every setting of every schema as the schemas say (npm run docs:settings rewrites it)', async () => {
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(await settingsDocument());
  });
});
