import { useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { OpeningHoursEntry } from '@takt/proto/http/identity/opening-hours';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { useDirtyGuard } from '../../../ui/form/dirty-guard.tsx';
import { FormTimeField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useOpeningHours, useSaveOpeningHours } from '../api/locations.api.ts';
import { FormError } from '../../../ui/form/form-error.tsx';

const OpeningHoursForm = z.object({ openingHours: z.array(OpeningHoursEntry).max(50) });
type Entry = z.input<typeof OpeningHoursEntry>;

/** Spec section 3: 0 Sunday … 6 Saturday; the list starts on Monday as the week does here. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: `weekday.${d}` }));
const NEW_ENTRY: Entry = { fromWeekDay: 1, tillWeekDay: 5, closed: false, fromTime: '09:00', tillTime: '18:00' };

function Editor({ locationId, initial }: { locationId: string; initial: Entry[] }) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveOpeningHours(locationId);
  const [error, setError] = useState<string>();
  const form = useContractForm(OpeningHoursForm, { openingHours: initial });
  const rows = useFieldArray({ control: form.control, name: 'openingHours' });
  const guard = useDirtyGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async ({ openingHours }) => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync(openingHours);
      form.reset({
        openingHours: saved.map(({ fromWeekDay, tillWeekDay, closed, fromTime, tillTime }) => ({
          fromWeekDay,
          tillWeekDay,
          closed,
          fromTime,
          tillTime,
        })),
      });
      notify({ id: 'openingHours.saved' });
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 2 }}
      aria-label={intl.formatMessage({ id: 'openingHours.title' })}
    >
      {guard.dialog}
      {rows.fields.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="openingHours.none" />
        </Typography>
      )}
      {rows.fields.map((row, i) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
          data-testid="opening-hours-row"
        >
          <FormSelect control={form.control} name={`openingHours.${i}.fromWeekDay`} label="openingHours.from" options={WEEKDAYS} />
          <FormSelect
            control={form.control}
            name={`openingHours.${i}.tillWeekDay`}
            label="openingHours.till"
            options={WEEKDAYS}
            allowEmpty
          />
          <FormTimeField
            control={form.control}
            name={`openingHours.${i}.fromTime`}
            label="openingHours.fromTime"
            disabled={form.watch(`openingHours.${i}.closed`)}
          />
          <FormTimeField
            control={form.control}
            name={`openingHours.${i}.tillTime`}
            label="openingHours.tillTime"
            disabled={form.watch(`openingHours.${i}.closed`)}
          />
          <FormCheckbox control={form.control} name={`openingHours.${i}.closed`} label="openingHours.closed" />
          <Tooltip title={intl.formatMessage({ id: 'openingHours.remove' })}>
            <IconButton onClick={() => rows.remove(i)} aria-label={intl.formatMessage({ id: 'openingHours.remove' })}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <FormError id={error} />
      <Stack direction="row" spacing={1}>
        <Button startIcon={<AddIcon />} onClick={() => rows.append(NEW_ENTRY)}>
          <FormattedMessage id="openingHours.add" />
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending || !form.formState.isDirty}>
          <FormattedMessage id="common.save" />
        </Button>
      </Stack>
    </Box>
  );
}

/** The opening-hours tab: the rendered lines and the editor over them. */
export function OpeningHoursTab({ locationId }: { locationId: string }) {
  const { locale } = useIntl();
  const hours = useOpeningHours(locationId);
  if (hours.isError)
    return (
      <Alert severity="error">
        <FormattedMessage id="error.load_data_failed" />
      </Alert>
    );
  if (!hours.data) return null;
  const initial = hours.data.map(({ fromWeekDay, tillWeekDay, closed, fromTime, tillTime }) => ({
    fromWeekDay,
    tillWeekDay,
    closed,
    fromTime,
    tillTime,
  }));
  return (
    <Stack spacing={2}>
      <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="opening-hours-lines">
        {hours.data.map((h) => (
          <li key={h.id}>{locale.startsWith('de') ? h.textDe : h.textEn}</li>
        ))}
      </Box>
      <Editor key={hours.dataUpdatedAt} locationId={locationId} initial={initial} />
    </Stack>
  );
}
