import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useOwnCompany } from '../api/company.api.ts';
import { LogoCard } from '../components/logo-card.tsx';
import { CompanyForm } from '../forms/company-form.tsx';

const orEmpty = (v: string | null | undefined) => v ?? '';

/** /my-company: the company's data and its logo (the colour lives in the settings). */
export function MyCompanyPage() {
  const company = useOwnCompany();
  const c = company.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h1" gutterBottom>
          <FormattedMessage id="title.myCompany" />
        </Typography>
        {company.isLoading && <LinearProgress aria-hidden />}
        {company.isError && (
          <Alert severity="error">
            <FormattedMessage id="error.load_data_failed" />
          </Alert>
        )}
        {c && (
          <CompanyForm
            key={company.dataUpdatedAt}
            initial={{
              name: c.name,
              email: c.email,
              countryId: c.countryId,
              emailAccounting: orEmpty(c.emailAccounting),
              supportEmail: orEmpty(c.supportEmail),
              city: orEmpty(c.city),
              street: orEmpty(c.street),
              postcode: orEmpty(c.postcode),
              phone: orEmpty(c.phone),
              web: orEmpty(c.web),
              inactivityMinutes: c.inactivityMinutes ?? null,
              localCourt: orEmpty(c.localCourt),
              managingDirector: orEmpty(c.managingDirector),
              registeredOffice: orEmpty(c.registeredOffice),
              sector: orEmpty(c.sector),
              iban: orEmpty(c.iban),
              creditorIdentifier: orEmpty(c.creditorIdentifier),
            }}
          />
        )}
      </Paper>
      {c && (
        <Paper sx={{ p: 2 }}>
          <LogoCard companyId={c.id} />
        </Paper>
      )}
    </Stack>
  );
}
