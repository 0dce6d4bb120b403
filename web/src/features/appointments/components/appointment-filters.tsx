import { MenuItem, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ODataCondition } from '../../../api/odata.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { DATE_FORMAT, DateProvider } from '../../../ui/form/date-fields.tsx';
import { useCourseChoices } from '../api/appointments.api.ts';

export interface AppointmentFilter {
  from: string;
  till: string;
  courseId: string;
  /** '' all, 'live' not cancelled, 'cancelled' only cancelled. */
  state: '' | 'live' | 'cancelled';
}

export const NO_FILTER: AppointmentFilter = { from: '', till: '', courseId: '', state: '' };

/** The filter as server conditions of the OData list. */
export function conditionsOf(f: AppointmentFilter): ODataCondition[] {
  return [
    ...(f.from ? [{ field: 'date', op: 'ge', value: f.from } as const] : []),
    ...(f.till ? [{ field: 'date', op: 'le', value: f.till } as const] : []),
    ...(f.courseId ? [{ field: 'courseId', op: 'eq', value: f.courseId } as const] : []),
    ...(f.state ? [{ field: 'isCancelled', op: 'eq', value: f.state === 'cancelled' } as const] : []),
  ];
}

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <DatePicker
      label={intl.formatMessage({ id: label })}
      format={DATE_FORMAT[locale]}
      value={value ? dayjs(value) : null}
      onChange={(v) => onChange(v?.isValid() ? v.format('YYYY-MM-DD') : '')}
      slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
    />
  );
}

/** Date range, course and cancelled state above the appointment grid. */
export function AppointmentFilters({ value, onChange }: { value: AppointmentFilter; onChange(f: AppointmentFilter): void }) {
  const intl = useIntl();
  const courses = useCourseChoices().data ?? [];
  const set = (part: Partial<AppointmentFilter>) => onChange({ ...value, ...part });
  return (
    <DateProvider>
      <DateFilter label="appointments.from" value={value.from} onChange={(from) => set({ from })} />
      <DateFilter label="appointments.till" value={value.till} onChange={(till) => set({ till })} />
      <TextField
        select
        size="small"
        sx={{ width: 190 }}
        label={intl.formatMessage({ id: 'appointments.filterCourse' })}
        value={value.courseId}
        onChange={(e) => set({ courseId: e.target.value })}
      >
        <MenuItem value="">
          <FormattedMessage id="appointments.allCourses" />
        </MenuItem>
        {courses.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ width: 170 }}
        label={intl.formatMessage({ id: 'appointments.filterState' })}
        value={value.state}
        onChange={(e) => set({ state: e.target.value as AppointmentFilter['state'] })}
      >
        <MenuItem value="">
          <FormattedMessage id="appointments.allStates" />
        </MenuItem>
        <MenuItem value="live">
          <FormattedMessage id="appointments.onlyLive" />
        </MenuItem>
        <MenuItem value="cancelled">
          <FormattedMessage id="appointments.onlyCancelled" />
        </MenuItem>
      </TextField>
    </DateProvider>
  );
}
