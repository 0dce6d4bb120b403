import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Password } from '@takt/proto/http/identity/session';
import { decodeMessage, issueMessage } from './validation-messages.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value, { error: (iss) => issueMessage(iss as Parameters<typeof issueMessage>[0]) });
  return r.success ? undefined : decodeMessage(r.error.issues[0]!.message);
};

describe('field error messages', () => {
  it('names a missing value as required', () => {
    expect(firstMessage(z.object({ name: z.string().min(1) }), { name: '' })).toEqual({ id: 'validation.required' });
    expect(firstMessage(z.object({ name: z.string() }), {})).toEqual({ id: 'validation.required' });
  });

  it('carries the limit of a length rule', () => {
    expect(firstMessage(z.string().min(8), 'abc')).toEqual({ id: 'validation.minLength', values: { minimum: 8 } });
    expect(firstMessage(z.string().max(3), 'abcd')).toEqual({ id: 'validation.maxLength', values: { maximum: 3 } });
  });

  it("translates the proto schemas' own messages", () => {
    expect(firstMessage(Password, 'abcdefgh')).toEqual({ id: 'validation.password.upper' });
    expect(firstMessage(z.email(), 'x')).toEqual({ id: 'validation.email' });
  });

  it('falls back to a generic text for an unknown message', () => {
    expect(decodeMessage('something else')).toEqual({ id: 'validation.invalid' });
  });
});
