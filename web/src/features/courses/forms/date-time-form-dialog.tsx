import { useEffect, useRef, useState } from 'react';
import { Alert, FormControlLabel, Switch } from '@mui/material';
import { DateTimeInput, type RegenerateAppointmentsResult } from '@takt/proto/http/scheduling/date-times';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField, FormTimeField } from '../../../ui/form/date-fields.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useRoomChoices, useSaveDateTime, type DateTimeValues } from '../api/date-times.api.ts';
import { WeekdayField } from '../components/weekday-field.tsx';

/** Period Day 1, Week 2, Month 3 (spec section 3; Day is the default of section 9). */
const PERIODS = [1, 2, 3].map((p) => ({ value: p, label: `courses.period.${p}` }));

export interface DateTimeDialogProps {
  id?: string;
  initial: DateTimeValues;
  /** The course's location: rooms are offered from it. */
  locationId: string | null;
  /** Future appointments of this date-time have bookings: they will not move. */
  booked?: boolean;
  open: boolean;
  onClose(): void;
  onSaved(outcome: RegenerateAppointmentsResult): void;
}

/** Create or change a course's date-time; saving generates or regenerates its appointments. */
export function DateTimeFormDialog(props: DateTimeDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveDateTime();
  const rooms = useRoomChoices(props.locationId).data ?? [];
  const [keepExisting, setKeepExisting] = useState(false);
  const { form, guard, close, submit, error } = useDialogForm(DateTimeInput, props.initial, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body, keepExisting }),
    onSaved: ({ outcome }) => {
      notify({ id: props.id ? 'courses.dateTimeUpdated' : 'courses.dateTimeCreated' });
      props.onSaved(outcome);
    },
  });
  const { control } = form;
  const period = useWatch({ control, name: 'period' });
  // Weekdays mean nothing as days of a month (and back): a new period starts without values.
  const shownPeriod = useRef(period);
  useEffect(() => {
    if (shownPeriod.current !== period) form.setValue('periodValues', '');
    shownPeriod.current = period;
  }, [period, form]);
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'courses.editDateTime' : 'courses.addDateTime'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        {props.booked && (
          <Alert severity="warning">
            <FormattedMessage id="courses.dateTimeBooked" />
          </Alert>
        )}
        <FormTextField control={control} name="name" label="courses.dateTimeName" autoFocus />
        <FormDateField control={control} name="dateFrom" label="courses.dateFrom" />
        <FormDateField control={control} name="dateTill" label="courses.dateTill" />
        <FormTimeField control={control} name="timeFrom" label="courses.timeFrom" />
        <FormTimeField control={control} name="timeTill" label="courses.timeTill" />
        <FormSelect control={control} name="period" label="courses.period" options={PERIODS} />
        <FormTextField control={control} name="eachOnDay" label="courses.eachOnDay" type="number" />
        {period === 2 && <WeekdayField control={control} name="periodValues" />}
        {period === 3 && <FormTextField control={control} name="periodValues" label="courses.daysOfMonth" />}
        <FormSelect
          control={control}
          name="roomId"
          label="courses.room"
          allowEmpty
          options={rooms.map((r) => ({ value: r.id, label: r.name, raw: true }))}
        />
        <FormTextField control={control} name="maxAttendees" label="courses.dateTimeMax" type="number" />
        {props.id && (
          <FormControlLabel
            control={<Switch checked={keepExisting} onChange={(e) => setKeepExisting(e.target.checked)} />}
            label={intl.formatMessage({ id: 'courses.keepExisting' })}
          />
        )}
      </FormDialog>
    </>
  );
}
