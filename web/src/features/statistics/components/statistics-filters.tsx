import { Box, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useRoomChoices } from '../../appointments/api/appointments.api.ts';
import { useMembershipTypeChoices } from '../../attendees/api/attendees.api.ts';
import { useReferences } from '../../catalogue/api/catalogue.api.ts';
import { useCourseChoices } from '../../courses/api/courses.api.ts';
import { useDepartmentChoices } from '../../departments/api/departments.api.ts';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { FormSelect, type SelectOption } from '../../../ui/form/form-select.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import type { Filter, StatisticsForm } from './statistics-form.ts';

const GENDERS: SelectOption[] = ['female', 'male'].map((g) => ({ value: g, label: `statistics.key.${g}` }));
const named = (rows: readonly { id: string; name: string }[] | undefined): SelectOption[] =>
  (rows ?? []).map((r) => ({ value: r.id, label: r.name, raw: true }));

/**
 * The allowed lists of a statistic (Fill's location, department, … ids): each narrows the
 * counted attendances to the chosen ones; nothing chosen counts all.
 */
export function StatisticsFilters({ control }: { control: Control<StatisticsForm> }) {
  const locations = useLocationChoices().data;
  const departments = useDepartmentChoices().data;
  const rooms = useRoomChoices().data;
  const courses = useCourseChoices().data;
  const membershipTypes = useMembershipTypeChoices().data;
  const characteristics = useReferences('Characteristic').data;
  const costs = useReferences('Cost').data;
  const select = (name: Exclude<Filter, 'trainerIds'>, options: SelectOption[]) => (
    <FormSelect control={control} name={name} label={`statistics.filter.${name}`} options={options} multiple />
  );
  return (
    <Box role="group" aria-labelledby="statistics-filters" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="statistics-filters" variant="subtitle2">
        <FormattedMessage id="statistics.filters" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {select('locationIds', named(locations))}
        {select('departmentIds', named(departments))}
        {select('roomIds', named(rooms))}
        <FormUserSelect control={control} name="trainerIds" label="statistics.filter.trainerIds" multiple />
        {select('courseIds', named(courses))}
        {select('membershipTypeIds', named(membershipTypes))}
        {select('characteristicIds', named(characteristics))}
        {select('costIds', named(costs))}
        {select('genders', GENDERS)}
      </Box>
    </Box>
  );
}
