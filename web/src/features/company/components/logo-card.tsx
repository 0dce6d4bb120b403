import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '../../../ui/snackbar.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { logoUrl, useLogo, useSettings } from '../api/company.api.ts';

/** The company logo (spec section 7: PNG, JPEG, GIF or WebP up to 512 KB): preview, upload, remove. */
export function LogoCard({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const settings = useSettings();
  const logo = useLogo();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await logo.upload.mutateAsync(file);
      notify({ id: 'company.logoSaved' });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const onRemove = async () => {
    try {
      await logo.remove.mutateAsync();
      notify({ id: 'company.logoRemoved' });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const hasLogo = settings.data?.hasLogo;
  return (
    <Stack spacing={1}>
      <Typography variant="h2">
        <FormattedMessage id="company.logo" />
      </Typography>
      {hasLogo ? (
        <Box
          component="img"
          src={logoUrl(companyId, settings.dataUpdatedAt)}
          alt={intl.formatMessage({ id: 'company.logo' })}
          sx={{ maxWidth: 200, maxHeight: 120, objectFit: 'contain' }}
        />
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="company.noLogo" />
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="company.logoHelp" />
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" component="label" disabled={logo.upload.isPending}>
          <FormattedMessage id="company.uploadLogo" />
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            data-testid="logo-file"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </Button>
        {hasLogo && (
          <Button variant="outlined" color="error" onClick={() => void onRemove()}>
            <FormattedMessage id="company.removeLogo" />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
