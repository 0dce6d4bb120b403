import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LocaleProvider, useLocale } from '../i18n/locale.tsx';
import { ConfirmProvider } from '../ui/dialog/confirm-dialog.tsx';
import { SnackbarProvider } from '../ui/snackbar.tsx';
import { appTheme } from '../ui/theme.ts';
import { useCompanyColor } from './session/company-color.ts';
import { useLanguageSync } from './session/language-sync.ts';

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

function Themed({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const color = useCompanyColor();
  useLanguageSync();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => appTheme(color, locale, reduceMotion), [color, locale, reduceMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <Themed>
          <SnackbarProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </SnackbarProvider>
        </Themed>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
