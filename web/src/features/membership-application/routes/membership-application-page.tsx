import { Alert, Box, Button, CircularProgress, Container, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ApplicationInput } from '@takt/proto/http/membership/application';
import type { ApplicationCompany } from '@takt/proto/http/identity/company';
import type { z } from 'zod';
import { useLocale } from '../../../i18n/locale.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import {
  useApplicationCompany,
  useApplicationMemberStatuses,
  useApplicationQuote,
  isUserNameFree,
  useApplicationSettings,
  useApplicationTypes,
  useRegisterApplication,
} from '../api/application.api.ts';
import { allowedIntervals, emptyApplication, STEP_FIELDS, STEPS, stepOfField } from '../components/application-form.ts';
import { FiguresTable } from '../components/figures-table.tsx';
import { MembershipStep } from '../components/membership-step.tsx';
import { PaymentStep } from '../components/payment-step.tsx';
import { PersonStep } from '../components/person-step.tsx';

/** Spec sections 2 and 7: the public membership application of the company of `?locationId=`, in four steps. */
export function MembershipApplicationPage() {
  const [search] = useSearchParams();
  const locationId = search.get('locationId') ?? '';
  const company = useApplicationCompany(locationId);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="title.membershipApplication" />
      </Typography>
      {!locationId || company.isError ? (
        <Alert severity="error">
          <FormattedMessage id="application.unknownLocation" />
        </Alert>
      ) : company.data ? (
        <ApplicationForm company={company.data} />
      ) : (
        <CircularProgress aria-label={useIntl().formatMessage({ id: 'application.loading' })} />
      )}
    </Container>
  );
}

function ApplicationForm({ company }: { company: z.output<typeof ApplicationCompany> }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string>();
  const types = useApplicationTypes(company.id);
  const statuses = useApplicationMemberStatuses(company.id);
  const register = useRegisterApplication(locale);
  const settings = useApplicationSettings(company.locationId);
  const intervals = useMemo(() => (settings.data ? allowedIntervals(settings.data) : []), [settings.data]);
  const form = useContractForm(ApplicationInput, emptyApplication(company.locationId, dayjs().format('YYYY-MM-DD')));
  const [membershipTypeIds, memberStatusId, fromDate, paymentInterval] = useWatch({
    control: form.control,
    name: ['membershipTypeIds', 'memberStatusId', 'fromDate', 'paymentMandate.paymentInterval'],
  });
  const quoteInput = useMemo(
    () =>
      step === 3
        ? {
            locationId: company.locationId,
            membershipTypeIds: membershipTypeIds ?? [],
            memberStatusId: (memberStatusId as string | null | undefined) || null,
            paymentInterval: paymentInterval ?? 0,
            fromDate,
          }
        : undefined,
    [step, company.locationId, membershipTypeIds, memberStatusId, paymentInterval, fromDate],
  );
  const quote = useApplicationQuote(quoteInput);

  const next = async () => {
    // The first interval the company allows is chosen until the applicant picks another.
    if (step === 1 && intervals.length && !intervals.some((i) => i.value === form.getValues('paymentMandate.paymentInterval')))
      form.setValue('paymentMandate.paymentInterval', intervals[0]!.value);
    if (!(await form.trigger([...STEP_FIELDS[step]!] as never))) return;
    // The login's name must be free: said at its field now, not after the last step.
    if (step === 1 && !(await isUserNameFree(form.getValues('inputAppUser.userName')))) {
      form.setError('inputAppUser.userName', { message: 'validation.userNameTaken' }, { shouldFocus: true });
      return;
    }
    setStep(step + 1);
  };
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      const { confirmation, uploadToken } = await register.mutateAsync(body);
      const requiredDocuments = (types.data ?? [])
        .filter((t) => body.membershipTypeIds.includes(t.id) && t.requiredDocuments)
        .map((t) => t.requiredDocuments)
        .join(', ');
      navigate('/membership-application-confirmation', {
        state: { confirmation, companyName: company.name, uploadToken, requiredDocuments },
      });
    } catch (err) {
      setError(applyServerError(form, err));
      const first = Object.keys(form.formState.errors)[0];
      if (first) setStep(stepOfField(first));
    }
  });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1">
        {company.name} · {company.locationName}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1 }} data-testid="step">
        <FormattedMessage
          id="application.stepOf"
          values={{ step: step + 1, steps: STEPS.length, title: intl.formatMessage({ id: STEPS[step] }) }}
        />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((step + 1) / STEPS.length) * 100}
        sx={{ my: 2 }}
        aria-label={intl.formatMessage({ id: 'application.progress' })}
      />
      <Box
        component="form"
        noValidate
        aria-label={intl.formatMessage({ id: 'title.membershipApplication' })}
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 3) void next();
          else void submit(e);
        }}
      >
        {step === 0 && <MembershipStep control={form.control} types={types.data ?? []} statuses={statuses.data ?? []} />}
        {step === 1 && <PersonStep form={form} />}
        {step === 2 && (
          <PaymentStep
            control={form.control}
            companyName={company.name}
            creditorIdentifier={company.creditorIdentifier}
            intervals={intervals}
          />
        )}
        {step === 3 &&
          (quote.data ? (
            <FiguresTable figures={quote.data} />
          ) : quote.isError ? (
            <Alert severity="error">
              <FormattedMessage id="error.request_failed" />
            </Alert>
          ) : (
            <CircularProgress aria-label={intl.formatMessage({ id: 'application.loading' })} />
          ))}
        <FormError id={error} />
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
          <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
            <FormattedMessage id="application.back" />
          </Button>
          <Button type="submit" variant="contained" disabled={register.isPending || (step === 3 && !quote.data)}>
            <FormattedMessage id={step < 3 ? 'application.next' : 'application.submit'} />
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
