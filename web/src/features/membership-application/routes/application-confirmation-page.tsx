import { Alert, Button, Container, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatIban } from '@takt/proto';
import type { ApplicationConfirmation } from '@takt/proto/http/membership/application';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { useFormats } from '../../invoices/components/money.ts';
import { DocumentsUpload } from '../components/documents-upload.tsx';
import { FiguresTable } from '../components/figures-table.tsx';

interface Confirmed {
  confirmation: z.output<typeof ApplicationConfirmation>;
  companyName: string;
  /** Lets the applicant send the documents their types require, for about an hour. */
  uploadToken?: string;
  requiredDocuments?: string;
}

/** Spec section 2: after the application, what was applied for and what it costs, as the server confirmed it. */
export function ApplicationConfirmationPage() {
  const state = useLocation().state as Confirmed | null;
  const { date } = useFormats();
  if (!state?.confirmation)
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="info">
          <FormattedMessage id="application.noConfirmation" />
        </Alert>
      </Container>
    );
  const c = state.confirmation;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h1">
            <FormattedMessage id="title.applicationConfirmation" />
          </Typography>
          <Alert severity="success" role="status">
            <FormattedMessage id="application.thanks" values={{ name: c.firstName, company: state.companyName }} />
          </Alert>
          <Table size="small">
            <TableBody>
              {(
                [
                  ['application.name', `${c.firstName} ${c.lastName}`],
                  ['user.email', c.email],
                  ['application.address', c.address],
                  ['user.userName', c.userName],
                  ['application.fromDate', date(c.fromDate)],
                  ['paymentData.ibanLabel', formatIban(c.iban)],
                  ['application.accountHolder', c.accountHolder],
                ] as const
              ).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    <FormattedMessage id={label} />
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <FiguresTable figures={c} />
          {state.uploadToken && state.requiredDocuments && (
            <DocumentsUpload uploadToken={state.uploadToken} required={state.requiredDocuments} />
          )}
          <Typography>
            <FormattedMessage id="application.passwordHint" />
          </Typography>
          <Button component={Link} to="/forgot-password" variant="contained">
            <FormattedMessage id="application.setPassword" />
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
