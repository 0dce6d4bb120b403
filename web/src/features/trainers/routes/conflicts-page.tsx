import { useState } from 'react';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/locale.tsx';
import { RowsTab, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { DepartmentFilter } from '../../departments/components/department-filter.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { useConflicts } from '../api/conflicts.api.ts';

type Row = NonNullable<ReturnType<typeof useConflicts>['data']>[number];

function Reasons({ row }: { row: Row }) {
  const intl = useIntl();
  const types = [...new Set(row.conflicts.map((c) => c.type))];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {types.map((type) => (
        <Chip key={type} size="small" label={intl.formatMessage({ id: `trainers.conflict.${type}` })} />
      ))}
    </Stack>
  );
}

/** /conflicts: future appointments that clash (room, trainer, capacity), narrowed to one location; each links to its appointment. */
export function ConflictsPage() {
  const { locale } = useLocale();
  const [locationId, setLocationId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const conflicts = useConflicts(locationId, departmentId);
  const columns: RowsColumn<Row>[] = [
    { header: 'trainers.date', cell: (r) => dayjs(r.date).format(DATE_FORMAT[locale]) },
    { header: 'trainers.times', cell: (r) => `${r.timeFrom}–${r.timeTill}` },
    {
      header: 'trainers.course',
      cell: (r) => (
        <Link component={RouterLink} to={`/courses/appointment/${r.id}`}>
          {r.courseName}
        </Link>
      ),
    },
    { header: 'trainers.room', cell: (r) => r.roomName ?? '' },
    { header: 'trainers.reasons', cell: (r) => <Reasons row={r} /> },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          <FormattedMessage id="title.conflicts" />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <LocationFilter value={locationId} onChange={setLocationId} />
          <DepartmentFilter value={departmentId} onChange={setDepartmentId} />
        </Stack>
      </Stack>
      <RowsTab query={conflicts} columns={columns} empty="trainers.noConflicts" testId="conflicts" />
    </Box>
  );
}
