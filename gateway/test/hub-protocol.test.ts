import { describe, expect, it } from 'vitest';
import { frame, parseFrames, RS } from '../src/hub-protocol.ts';

describe('hub protocol framing', () => {
  it('terminates each message with the record separator', () => {
    expect(frame({ type: 6 })).toBe(`{"type":6}${RS}`);
  });

  it('splits several frames and skips broken ones', () => {
    expect(parseFrames(`{"a":1}${RS}{"b":2}${RS}`)).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseFrames(`{broken${RS}{"b":2}${RS}`)).toEqual([undefined, { b: 2 }]);
  });
});
