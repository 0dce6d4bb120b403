import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { send } from '../../api/client.ts';
import { useSignedIn } from '../../api/session.ts';
import { FRONTEND_VERSION } from '../../version.ts';

interface ApiInfo {
  semVer: string;
  sha: string;
  shortSha: string;
}

/** Spec section 2: API version info is loaded once per app start. */
const useApiInfo = (enabled: boolean) =>
  useQuery({ queryKey: ['api-info'], queryFn: () => send<ApiInfo>({ method: 'GET', path: '/api/info' }), staleTime: Infinity, enabled });

/** Terms, imprint, support; for signed-in users the front-end and API versions. */
export function Footer() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const info = useApiInfo(signedIn).data;
  return (
    <Box component="footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, py: 1, color: 'text.secondary', fontSize: 13 }}>
      <MuiLink href={intl.formatMessage({ id: 'footer.termsUrl' })} target="_blank" rel="noopener" color="inherit">
        <FormattedMessage id="footer.terms" />
      </MuiLink>
      <MuiLink href={intl.formatMessage({ id: 'footer.imprintUrl' })} target="_blank" rel="noopener" color="inherit">
        <FormattedMessage id="footer.imprint" />
      </MuiLink>
      <MuiLink href={`mailto:${intl.formatMessage({ id: 'footer.supportMail' })}`} color="inherit">
        <FormattedMessage id="footer.support" />
      </MuiLink>
      {signedIn && (
        <Typography component="span" variant="inherit" data-testid="versions">
          <FormattedMessage
            id="footer.versions"
            values={{ web: FRONTEND_VERSION, api: info?.semVer ?? '…', commit: info?.shortSha ?? '…' }}
          />
        </Typography>
      )}
    </Box>
  );
}
