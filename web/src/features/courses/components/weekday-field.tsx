import { Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel, Box } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { decodeMessage } from '../../../ui/form/validation-messages.ts';

/** Monday first, as German calendars show the week; the values are the contract's 0 (Sunday) to 6. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

const parse = (v: unknown) => new Set(typeof v === 'string' && v ? v.split(',').map(Number) : []);

/** The weekdays of a weekly date-time as checkboxes over its comma list of period values. */
export function WeekdayField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const days = parse(field.value);
        const msg = fieldState.error ? decodeMessage(fieldState.error.message) : undefined;
        const toggle = (day: number) => {
          const next = new Set(days);
          if (next.has(day)) next.delete(day);
          else next.add(day);
          field.onChange([...next].sort((a, b) => a - b).join(','));
        };
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">
              <FormattedMessage id="courses.weekdays" />
            </FormLabel>
            <FormGroup row>
              {WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  control={<Checkbox checked={days.has(day)} onChange={() => toggle(day)} onBlur={field.onBlur} />}
                  label={intl.formatMessage({ id: `courses.weekday.${day}` })}
                />
              ))}
            </FormGroup>
            {msg && <FormHelperText error>{intl.formatMessage({ id: msg.id }, msg.values)}</FormHelperText>}
          </Box>
        );
      }}
    />
  );
}
