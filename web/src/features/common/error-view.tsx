import { Box, Button, Paper, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.tsx';

const KNOWN = ['403', '404', 'load_data_failed', 'QrCodeInvalid'];

/** /error-view/{errorCode}/{companyId} and the guard's access error: a message and a way home. */
export function ErrorView({ code }: { code?: string }) {
  const params = useParams();
  const intl = useIntl();
  const errorCode = code ?? params.errorCode ?? '404';
  usePageTitle('title.error');
  const id = `errorView.${KNOWN.includes(errorCode) ? errorCode : 'generic'}`;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 3, maxWidth: 480 }} role="alert">
        <Typography variant="h1" gutterBottom>
          <FormattedMessage id="errorView.title" />
        </Typography>
        <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id })}</Typography>
        <Button component={Link} to="/" variant="contained">
          <FormattedMessage id="errorView.home" />
        </Button>
      </Paper>
    </Box>
  );
}

export function NotFoundView() {
  return <ErrorView code="404" />;
}
