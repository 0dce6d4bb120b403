import { useEffect } from 'react';
import { identityUserContracts } from '@takt/proto/http/identity/users';
import { call } from '../../api/call.ts';
import { tokens } from '../../api/client.ts';
import { onLocaleChange } from '../../i18n/locale.tsx';

/** Spec section 9: the chosen language is sent to the server when logged in (mails follow it). */
export function useLanguageSync() {
  useEffect(
    () =>
      onLocaleChange((language) => {
        if (tokens.access) void call(identityUserContracts.updateLanguage, { body: { language } }).catch(() => undefined);
      }),
    [],
  );
}
