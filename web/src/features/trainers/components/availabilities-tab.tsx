import { useState } from 'react';
import { Box, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { useAvailabilities, useRemoveAvailability } from '../api/availabilities.api.ts';
import { AvailabilityFormDialog, newAvailability, type AvailabilityValues } from '../forms/availability-form-dialog.tsx';

type Availability = NonNullable<ReturnType<typeof useAvailabilities>['data']>[number];
type Editing = { id?: string; initial: AvailabilityValues } | null;

const valuesOf = (a: Availability): AvailabilityValues => ({
  ...a,
  type: a.type as 0 | 1,
  period: a.period as 1 | 2 | 3,
  name: a.name ?? '',
  text: a.text ?? '',
  periodValues: a.periodValues ?? '',
});

/** A staff member's availabilities and absences on their detail page: when, how often; add, change, remove. */
export function AvailabilitiesTab({ trainerId, canEdit }: { trainerId: string; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const availabilities = useAvailabilities(trainerId);
  const remove = useRemoveAvailability();
  const confirmedRemove = useConfirmedRemove();
  const [editing, setEditing] = useState<Editing>(null);
  const date = (d: string) => dayjs(d).format(DATE_FORMAT[locale]);
  const when = (a: Availability) => `${date(a.dateFrom)} – ${date(a.dateTill)}`;
  const columns: RowsColumn<Availability>[] = [
    {
      header: 'trainers.type',
      cell: (a) => (
        <Chip size="small" color={a.type === 1 ? 'default' : 'success'} label={intl.formatMessage({ id: `trainers.type.${a.type}` })} />
      ),
    },
    { header: 'trainers.name', cell: (a) => a.name },
    { header: 'trainers.dates', cell: when },
    { header: 'trainers.times', cell: (a) => (a.allDay ? intl.formatMessage({ id: 'trainers.allDay' }) : `${a.timeFrom}–${a.timeTill}`) },
    {
      header: 'trainers.period',
      cell: (a) => intl.formatMessage({ id: `trainers.period.${a.period}` }) + (a.periodValues ? ` (${a.periodValues})` : ''),
    },
  ];
  const onRemove = (a: Availability) =>
    confirmedRemove(
      { title: 'trainers.removeAvailabilityTitle', text: 'trainers.removeAvailabilityText', values: { when: when(a) } },
      () => remove.mutateAsync(a.id),
      'trainers.availabilityRemoved',
    );
  const actions = (a: Availability) => (
    <Stack direction="row">
      <Tooltip title={intl.formatMessage({ id: 'trainers.editAvailabilityOf' }, { when: when(a) })}>
        <IconButton
          size="small"
          aria-label={intl.formatMessage({ id: 'trainers.editAvailabilityOf' }, { when: when(a) })}
          onClick={() => setEditing({ id: a.id, initial: valuesOf(a) })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <RemoveRowButton label="trainers.removeAvailability" values={{ when: when(a) }} onClick={() => void onRemove(a)} />
    </Stack>
  );

  return (
    <Box>
      <RowsTab
        query={availabilities}
        columns={columns}
        empty="trainers.noAvailabilities"
        testId="trainer-availabilities"
        add={
          canEdit
            ? {
                label: 'trainers.addAvailability',
                onClick: () => setEditing({ initial: newAvailability(trainerId, dayjs().format('YYYY-MM-DD')) }),
              }
            : undefined
        }
        action={canEdit ? actions : undefined}
      />
      {editing && (
        <AvailabilityFormDialog key={editing.id ?? 'new'} id={editing.id} initial={editing.initial} open onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
