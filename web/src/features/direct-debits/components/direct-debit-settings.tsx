import { useState } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { formatIban } from '@takt/proto';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/locale.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDirectDebitSettings, useSaveReturnFee } from '../api/direct-debits.api.ts';
import { centsOfInput, inputOfCents } from './euro-input.ts';

/** The creditor as billing knows it from identity, or what a SEPA file still needs. */
export function CreditorLine() {
  const s = useDirectDebitSettings().data;
  if (!s) return null;
  return s.creditorProblem ? (
    <Alert severity="warning" data-testid="creditor-problem">
      <FormattedMessage id={`directDebits.creditor.${s.creditorProblem}`} />{' '}
      <Link component={RouterLink} to="/my-company">
        <FormattedMessage id="directDebits.creditor.fix" />
      </Link>
    </Alert>
  ) : (
    <Typography color="text.secondary" data-testid="creditor">
      <FormattedMessage
        id="directDebits.creditor"
        values={{ name: s.creditorName ?? '', iban: formatIban(s.creditorIban ?? ''), id: s.creditorIdentifier ?? '' }}
      />
    </Typography>
  );
}

/** The company's return fee, entered in EUR and stored in cents. */
export function ReturnFeeField() {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotify();
  const settings = useDirectDebitSettings();
  const save = useSaveReturnFee();
  const [fee, setFee] = useState<string>();
  const s = settings.data;
  if (!s) return null;
  const value = fee ?? inputOfCents(s.returnFeeCents, locale);
  const cents = centsOfInput(value);
  const submit = () =>
    cents !== null &&
    save.mutate(cents, {
      onSuccess: () => {
        setFee(undefined);
        notify({ id: 'directDebits.feeSaved' });
      },
    });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'directDebits.returnFee' })}
          value={value}
          onChange={(e) => setFee(e.target.value)}
          error={cents === null}
          helperText={intl.formatMessage({ id: cents === null ? 'directDebits.returnFeeInvalid' : 'directDebits.returnFeeHelp' })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'return-fee' } }}
          sx={{ width: 260 }}
        />
        <Button type="submit" variant="outlined" disabled={cents === null || fee === undefined || save.isPending}>
          <FormattedMessage id="common.save" />
        </Button>
      </Box>
      {save.isError && (
        <Alert severity="error">
          <FormattedMessage id={errorMessageId(save.error)} />
        </Alert>
      )}
    </Box>
  );
}
