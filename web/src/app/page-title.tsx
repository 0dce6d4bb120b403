import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Spec section 2: the page title is set per route ("Standorte · Takt"). */
export function usePageTitle(titleId: string) {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: titleId })} · ${intl.formatMessage({ id: 'app.title' })}`;
  }, [intl, titleId]);
}
