import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: root + filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('house rules in the lint config', () => {
  it.each([
    ["import { identityService } from '@takt/identity';", 'services/booking/src/x.ts'],
    ["import { x } from '../../billing/src/service.ts';", 'services/booking/src/x.ts'],
    ["import { startService } from '@takt/kit';", 'proto/src/x.ts'],
    ["import { x } from '@takt/booking';", 'kit/src/x.ts'],
    ["import { startService } from '@takt/kit';", 'web/src/x.ts'],
  ])('forbids %s in %s', async (code, file) => {
    expect(await ruleIds(`${code}\nexport const y = 1;\n`, file)).toContain('no-restricted-imports');
  });

  it.each([
    ["import { startService } from '@takt/kit';", 'services/booking/src/x.ts'],
    ["import { BookingEvents } from '@takt/proto';", 'services/billing/src/x.ts'],
    ["import { z } from 'zod';", 'proto/src/x.ts'],
  ])('allows %s in %s', async (code, file) => {
    expect(await ruleIds(`${code}\nexport const y = 1;\n`, file)).not.toContain('no-restricted-imports');
  });
});
