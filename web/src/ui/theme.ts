import { createTheme } from '@mui/material/styles';
import { deDE, enUS } from '@mui/material/locale';
import { textSafeShade } from './contrast.ts';

/** Spec section 9: primary #5F78A5 unless the company has its own colour. */
export const DEFAULT_PRIMARY = '#5F78A5';

/** No transitions and no ripples: for users whose system asks for reduced motion (WCAG 2.3.3). */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/**
 * Light and dense, readable at a door on a phone. Buttons, bars and toggles carry white text, so
 * the primary is the company colour darkened to WCAG AA contrast where needed.
 */
export function appTheme(color: string | undefined, locale: 'de' | 'en', reduceMotion = false) {
  const main = textSafeShade(color || DEFAULT_PRIMARY);
  return createTheme(
    {
      ...(reduceMotion ? { transitions: STILL.transitions } : {}),
      palette: { mode: 'light', primary: { main, contrastText: '#ffffff' }, background: { default: '#f4f6fa' } },
      typography: { fontSize: 14, h1: { fontSize: '1.6rem', fontWeight: 600 }, h2: { fontSize: '1.3rem', fontWeight: 600 } },
      components: {
        MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
        MuiFormControl: { defaultProps: { size: 'small' } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTooltip: { defaultProps: { arrow: true } },
        ...(reduceMotion ? STILL.components : {}),
      },
    },
    locale === 'de' ? deDE : enUS,
  );
}
