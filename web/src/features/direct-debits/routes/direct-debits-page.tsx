import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { CollectionBody, SEPA_FORMATS, type DirectDebitPreview } from '@takt/proto/http/billing/direct-debits';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import { DATE_FORMAT, FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { applyServerError, errorMessageId } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCreateSepaFile, usePreview } from '../api/direct-debits.api.ts';
import { BatchesGrid } from '../components/batches-grid.tsx';
import { CreditorLine } from '../components/direct-debit-settings.tsx';
import { PreviewTables } from '../components/preview-tables.tsx';
import { ReturnImport } from '../components/return-import.tsx';

const FORMATS = SEPA_FORMATS.map((f) => ({ value: f, label: f, raw: true }));

/**
 * /direct-debit-creation: choose a collection date, preview what would be collected (and what
 * not, and why), create and download the pain.008 file; past batches; the bank's returns.
 */
export function DirectDebitsPage() {
  const { locale } = useLocale();
  const notify = useNotify();
  const confirm = useConfirm();
  const form = useContractForm(CollectionBody, { collectionDate: dayjs().add(7, 'day').format('YYYY-MM-DD'), format: 'pain.008.001.02' });
  const preview = usePreview();
  const create = useCreateSepaFile();
  const [shown, setShown] = useState<DirectDebitPreview>();
  const [error, setError] = useState<string>();

  const runPreview = form.handleSubmit(async ({ collectionDate }) => {
    setError(undefined);
    try {
      setShown(await preview.mutateAsync(collectionDate));
    } catch (err) {
      setShown(undefined);
      setError(applyServerError(form, err));
    }
  });
  const refresh = () => shown && void runPreview();

  const createFile = async () => {
    if (!shown) return;
    const values = { count: shown.numberOfTransactions, date: dayjs(shown.collectionDate).format(DATE_FORMAT[locale]) };
    if (!(await confirm({ title: 'directDebits.createTitle', text: 'directDebits.createText', values }))) return;
    try {
      await create.mutateAsync({ collectionDate: shown.collectionDate, format: form.getValues('format') ?? 'pain.008.001.02' });
      notify({ id: 'directDebits.created', values: { count: shown.numberOfTransactions } });
      await runPreview();
    } catch (err) {
      setError(errorMessageId(err));
    }
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Typography variant="h1">
        <FormattedMessage id="title.directDebit" />
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <CreditorLine />
        <Box component="form" onSubmit={runPreview} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ width: 220 }}>
            <FormDateField control={form.control} name="collectionDate" label="directDebits.collectionDate" />
          </Box>
          <Box sx={{ width: 220 }}>
            <FormSelect control={form.control} name="format" label="directDebits.format" options={FORMATS} />
          </Box>
          <Button type="submit" variant="outlined" disabled={preview.isPending} data-testid="preview">
            <FormattedMessage id="directDebits.preview" />
          </Button>
        </Box>
        {error && (
          <Alert severity="error" data-testid="direct-debit-error">
            <FormattedMessage id={error} />
          </Alert>
        )}
        {shown && <PreviewTables preview={shown} onChanged={refresh} />}
        {shown && (
          <Box>
            <Button
              variant="contained"
              onClick={() => void createFile()}
              disabled={create.isPending || shown.numberOfTransactions === 0}
              data-testid="create-file"
            >
              <FormattedMessage id="directDebits.create" />
            </Button>
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReturnImport onImported={refresh} />
      </Paper>
      <BatchesGrid />
    </Stack>
  );
}
