import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { CriterionKind, TimeUnit, type StatisticsRequest } from '@takt/proto/http/statistics/index';
import { StatisticsType } from '@takt/proto';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { exportToExcel, useFill } from '../api/statistics.api.ts';
import { PresetBar } from './preset-bar.tsx';
import { translatedRows } from './result-label.ts';
import { ResultsChart } from './results-chart.tsx';
import { ResultsTable } from './results-table.tsx';
import { StatisticsFilters } from './statistics-filters.tsx';
import { defaultForm, formOf, layoutOf, requestOf, StatisticsForm } from './statistics-form.ts';
import { useRunAndExport } from './use-run-and-export.ts';

const TYPES = Object.values(StatisticsType).map((t) => ({ value: t, label: `statistics.type.${t}` }));
const UNITS = TimeUnit.map((u) => ({ value: u, label: `statistics.unit.${u}` }));
const KINDS = CriterionKind.map((k) => ({ value: k, label: `statistics.kind.${k}` }));

/**
 * The statistic (Statistics/Fill): a type, a range, a time unit and up to three nested criteria
 * (vertical, horizontal, additional); the answer as a bar chart and a nested table, saved layouts, export.
 */
export function FillPanel() {
  const intl = useIntl();
  const form = useContractForm(StatisticsForm, defaultForm());
  const fill = useFill();
  const { shown, error, load, exportShown } = useRunAndExport({
    form,
    run: (request: StatisticsRequest) => fill.mutateAsync(request),
    exportFile: (locale, { request, answer }) => exportToExcel(locale, request, translatedRows(intl, answer)),
    exported: 'statistics.exported',
  });
  const run = form.handleSubmit((values) => load(requestOf(values)));
  const empty = shown && shown.answer.every((r) => r.amount === 0);

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
          <Box sx={{ gridColumn: '1 / -1' }}>
            <StatisticsFilters control={form.control} />
          </Box>
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
            <ResultsChart rows={shown.answer} />
          )}
          <ResultsTable rows={shown.answer} type={shown.request.type} />
        </Paper>
      )}
    </Stack>
  );
}
