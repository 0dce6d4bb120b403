import { describe, expect, it } from 'vitest';
import { appTheme } from './theme.ts';

describe('appTheme', () => {
  it('moves nothing for users who ask for reduced motion, and keeps transitions for the others', () => {
    const still = appTheme(undefined, 'de', true);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);

    const moving = appTheme(undefined, 'de');
    expect(moving.transitions.create('opacity')).toContain('opacity');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
