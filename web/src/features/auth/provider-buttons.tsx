import { Box, Button, Divider } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import { useQuery } from '@tanstack/react-query';
import { identityAuthContracts } from '@takt/proto/http/identity/auth';
import { FormattedMessage } from 'react-intl';
import { call } from '../../api/call.ts';
import { startProviderLogin } from './provider-login.ts';

/** Google and Facebook sign-in, each shown only when the server has its client id configured. */
export function ProviderButtons({ target }: { target: string }) {
  const providers = useQuery({
    queryKey: ['login-providers'],
    queryFn: () => call(identityAuthContracts.loginProviders),
    staleTime: Infinity,
  }).data;
  if (!providers?.googleClientId && !providers?.facebookAppId) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="provider-logins">
      <Divider>
        <FormattedMessage id="login.or" />
      </Divider>
      {providers.googleClientId && (
        <Button
          variant="outlined"
          startIcon={<GoogleIcon />}
          onClick={() => startProviderLogin('google', providers.googleClientId!, target)}
        >
          <FormattedMessage id="login.google" />
        </Button>
      )}
      {providers.facebookAppId && (
        <Button
          variant="outlined"
          startIcon={<FacebookIcon />}
          onClick={() => startProviderLogin('facebook', providers.facebookAppId!, target)}
        >
          <FormattedMessage id="login.facebook" />
        </Button>
      )}
    </Box>
  );
}
