import { Alert, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { useSettings } from '../api/company.api.ts';
import { SettingsForm } from '../forms/settings-form.tsx';

/** /settings: the company settings; until saved they show the spec's defaults. */
export function SettingsPage() {
  const settings = useSettings();
  const s = settings.data;
  return (
    <Paper sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage id="title.settings" />
      </Typography>
      <Button component={Link} to="/settings/excel" variant="outlined" sx={{ mb: 2 }}>
        <FormattedMessage id="settings.excelLink" />
      </Button>
      {settings.isLoading && <LinearProgress aria-hidden />}
      {settings.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {s && (
        <SettingsForm
          key={settings.dataUpdatedAt}
          initial={{
            color: s.color,
            appointmentBookingInAdvanceDays: s.appointmentBookingInAdvanceDays,
            membershipSubscriptionTerminationDate: s.membershipSubscriptionTerminationDate,
            membershipSubscriptionTerminationInAdvanceWeeks: s.membershipSubscriptionTerminationInAdvanceWeeks,
            halfYearlyPaymentIntervalStartMonth: s.halfYearlyPaymentIntervalStartMonth,
            allowMonthlyPaymentInterval: s.allowMonthlyPaymentInterval,
            allowQuarterlyPaymentInterval: s.allowQuarterlyPaymentInterval,
            allowHalfYearlyPaymentInterval: s.allowHalfYearlyPaymentInterval,
            allowYearlyPaymentInterval: s.allowYearlyPaymentInterval,
            showCheckinNotePopup: s.showCheckinNotePopup,
            showCheckinInvalidMembershipPopup: s.showCheckinInvalidMembershipPopup,
            waitingListOfferHours: s.waitingListOfferHours,
            waitingListNightFrom: s.waitingListNightFrom ?? '',
            waitingListNightTill: s.waitingListNightTill ?? '',
          }}
        />
      )}
    </Paper>
  );
}
