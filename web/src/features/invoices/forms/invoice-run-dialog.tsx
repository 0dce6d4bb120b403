import { useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { InvoiceRunInput } from '@takt/proto/http/billing/invoice-runs';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useInvoiceRun, useRunInvoices } from '../api/invoices.api.ts';
import { useFormats } from '../components/money.ts';

type Values = z.input<typeof InvoiceRunInput>;

const INTERVALS = [0, 1, 4, 3].map((value) => ({ value, label: `invoices.periodType.${value}` }));

/** While the run goes: attendees done of the total, as the run's row says (the hub's notice refreshes it). */
function RunProgress({ runId }: { runId: string }) {
  const run = useInvoiceRun(runId).data;
  const total = run?.attendeeCount ?? 0;
  const done = run?.doneCount ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} role="status">
      <LinearProgress variant={total ? 'determinate' : 'indeterminate'} value={total ? (100 * done) / total : 0} />
      {total > 0 && (
        <Typography variant="body2">
          <FormattedMessage id="invoices.runProgress" values={{ done, total }} />
        </Typography>
      )}
    </Box>
  );
}

/**
 * The invoice run: an interval and the first day of the period. A period already invoiced adds
 * nothing; the result is announced, the invoice list reloads.
 */
export function InvoiceRunDialog(props: { open: boolean; onClose(): void }) {
  const notify = useNotify();
  const { money } = useFormats();
  const runInvoices = useRunInvoices();
  const [runId, setRunId] = useState<string>();
  const initial: Values = { periodType: 0, periodStart: dayjs().startOf('month').format('YYYY-MM-DD') };
  const { form, guard, close, submit, error } = useDialogForm(InvoiceRunInput, initial, {
    open: props.open,
    onClose: props.onClose,
    save: async (body) => {
      const id = crypto.randomUUID();
      setRunId(id);
      try {
        return await runInvoices.mutateAsync({ ...body, runId: id });
      } finally {
        setRunId(undefined);
      }
    },
    onSaved: (run) =>
      notify(
        run.invoiceCount
          ? { id: 'invoices.runDone', values: { count: run.invoiceCount, sum: money(run.centSum) } }
          : { id: 'invoices.runNothing' },
      ),
  });
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="invoices.runTitle" onClose={close} onSubmit={submit} busy={runInvoices.isPending} error={error}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="invoices.runText" />
        </Typography>
        <FormSelect control={form.control} name="periodType" label="invoices.periodType" options={INTERVALS} />
        <FormDateField control={form.control} name="periodStart" label="invoices.runPeriodStart" />
        {runId && <RunProgress runId={runId} />}
      </FormDialog>
    </>
  );
}
