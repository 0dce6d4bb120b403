import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { DOCUMENT_CONTENT_TYPES } from '@takt/proto/http/documents/index';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useUploadApplicationDocument } from '../api/application.api.ts';

/** After sending: the documents the chosen types require, one file at a time, with the application's upload token. */
export function DocumentsUpload({ uploadToken, required }: { uploadToken: string; required: string }) {
  const { locale } = useLocale();
  const upload = useUploadApplicationDocument(locale, uploadToken);
  const [sent, setSent] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    try {
      await upload.mutateAsync(file);
      setSent((s) => [...s, file.name]);
    } catch (err) {
      setError(errorMessageId(err));
    }
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby="application-documents">
      <Typography variant="h2" id="application-documents" sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage id="application.documents" />
      </Typography>
      <Typography>
        <FormattedMessage id="application.documentsHint" values={{ documents: required }} />
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={upload.isPending}>
        <FormattedMessage id="application.chooseFile" />
        <input
          hidden
          type="file"
          accept={DOCUMENT_CONTENT_TYPES.join(',')}
          data-testid="document-file"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Button>
      {error && (
        <Alert severity="error">
          <FormattedMessage id={error} />
        </Alert>
      )}
      {sent.length > 0 && (
        <List dense data-testid="documents-sent">
          {sent.map((name, i) => (
            <ListItem key={`${name}-${i}`} disableGutters>
              <ListItemText primary={<FormattedMessage id="application.documentSent" values={{ name }} />} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
