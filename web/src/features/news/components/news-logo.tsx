import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { newsLogoUrl, useUploadNewsLogo } from '../api/news.api.ts';

/** A saved news's logo (PNG, JPEG or WebP up to 2 MiB; the server decides the type by the bytes). */
export function NewsLogo(props: { newsId: string; hasLogo: boolean; version: string; canEdit: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const upload = useUploadNewsLogo(props.newsId);
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      {props.hasLogo ? (
        <Box
          component="img"
          src={newsLogoUrl(props.newsId, props.version)}
          alt={intl.formatMessage({ id: 'news.logo' })}
          sx={{ maxWidth: 200, maxHeight: 120, objectFit: 'contain' }}
        />
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="news.noLogo" />
        </Typography>
      )}
      {props.canEdit && (
        <Button variant="outlined" component="label" disabled={upload.isPending} sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="news.uploadLogo" />
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            data-testid="news-logo-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file)
                upload.mutate(file, {
                  onSuccess: () => notify({ id: 'news.logoSaved' }),
                  onError: (err) => notify({ id: errorMessageId(err), severity: 'error' }),
                });
            }}
          />
        </Button>
      )}
    </Stack>
  );
}
