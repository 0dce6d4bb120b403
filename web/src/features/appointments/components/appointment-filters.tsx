import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { ODataCondition } from '../../../api/odata.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { DATE_FORMAT, DateProvider } from '../../../ui/form/date-fields.tsx';
import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { CourseFilter } from '../../courses/components/course-filter.tsx';

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

const STATES = [
  { value: 'live', label: 'appointments.onlyLive', i18n: true },
  { value: 'cancelled', label: 'appointments.onlyCancelled', i18n: true },
];

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
  const set = (part: Partial<AppointmentFilter>) => onChange({ ...value, ...part });
  return (
    <DateProvider>
      <DateFilter label="appointments.from" value={value.from} onChange={(from) => set({ from })} />
      <DateFilter label="appointments.till" value={value.till} onChange={(till) => set({ till })} />
      <CourseFilter value={value.courseId} onChange={(courseId) => set({ courseId })} width={190} />
      <SelectFilter
        label="appointments.filterState"
        all="appointments.allStates"
        value={value.state}
        onChange={(state) => set({ state: state as AppointmentFilter['state'] })}
        options={STATES}
        width={170}
      />
    </DateProvider>
  );
}
