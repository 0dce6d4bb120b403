import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { CriterionKind, TimeUnit, type StatisticsRequest, type StatisticsResult } from '@takt/proto/http/statistics/index';
import { StatisticsType } from '@takt/proto';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { applyServerError, errorMessageId } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { exportToExcel, useFill } from '../api/statistics.api.ts';
import { PresetBar } from './preset-bar.tsx';
import { translatedRows } from './result-label.ts';
import { ResultsChart } from './results-chart.tsx';
import { ResultsTable } from './results-table.tsx';
import { defaultForm, formOf, layoutOf, requestOf, StatisticsForm } from './statistics-form.ts';

const TYPES = Object.values(StatisticsType).map((t) => ({ value: t, label: `statistics.type.${t}` }));
const UNITS = TimeUnit.map((u) => ({ value: u, label: `statistics.unit.${u}` }));
const KINDS = CriterionKind.map((k) => ({ value: k, label: `statistics.kind.${k}` }));

/**
 * The statistic (Statistics/Fill): a type, a range, a time unit and up to three nested criteria
 * (vertical, horizontal, additional); the answer as a bar chart and a nested table, saved layouts, export.
 */
export function FillPanel() {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotify();
  const form = useContractForm(StatisticsForm, defaultForm());
  const fill = useFill();
  const [shown, setShown] = useState<{ request: StatisticsRequest; rows: StatisticsResult[] }>();
  const [error, setError] = useState<string>();

  const run = form.handleSubmit(async (values) => {
    setError(undefined);
    const request = requestOf(values);
    try {
      setShown({ request, rows: await fill.mutateAsync(request) });
    } catch (err) {
      setShown(undefined);
      setError(applyServerError(form, err));
    }
  });
  const exportShown = async () => {
    if (!shown) return;
    try {
      await exportToExcel(locale, shown.request, translatedRows(intl, shown.rows));
      notify({ id: 'statistics.exported' });
    } catch (err) {
      setError(errorMessageId(err));
    }
  };
  const empty = shown && shown.rows.every((r) => r.amount === 0);

  return (
    <Stack sx={{ gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <PresetBar
          current={() => layoutOf(form.getValues())}
          onChoose={(layout) => form.reset(formOf(layout, { startDate: form.getValues('startDate'), endDate: form.getValues('endDate') }))}
        />
        <Box
          component="form"
          onSubmit={run}
          noValidate
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
        >
          <FormSelect control={form.control} name="type" label="statistics.typeLabel" options={TYPES} />
          <FormSelect control={form.control} name="timeUnit" label="statistics.unitLabel" options={UNITS} />
          <FormDateField control={form.control} name="startDate" label="statistics.startDate" />
          <FormDateField control={form.control} name="endDate" label="statistics.endDate" />
          <FormSelect control={form.control} name="vertical" label="statistics.vertical" options={KINDS} allowEmpty />
          <FormSelect control={form.control} name="horizontal" label="statistics.horizontal" options={KINDS} allowEmpty />
          <FormSelect control={form.control} name="additional" label="statistics.additional" options={KINDS} allowEmpty />
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={fill.isPending} data-testid="fill">
              <FormattedMessage id="statistics.fill" />
            </Button>
            <Button variant="outlined" onClick={() => void exportShown()} disabled={!shown || empty} data-testid="export">
              <FormattedMessage id="statistics.export" />
            </Button>
          </Stack>
        </Box>
        {error && (
          <Alert severity="error" data-testid="statistics-error">
            <FormattedMessage id={error} />
          </Alert>
        )}
      </Paper>
      {shown && (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          {empty ? (
            <Alert severity="info">
              <FormattedMessage id="statistics.noData" />
            </Alert>
          ) : (
            <ResultsChart rows={shown.rows} />
          )}
          <ResultsTable rows={shown.rows} type={shown.request.type} />
        </Paper>
      )}
    </Stack>
  );
}
