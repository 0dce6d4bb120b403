import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { decodeMessage } from './validation-messages.ts';

export interface SelectOption {
  value: string | number;
  /** i18n key of the option's text, or the text itself when it is data (e.g. country names). */
  label: string;
  raw?: boolean;
}

/** A select over fixed options (enums from proto); an empty choice stores null. */
export function FormSelect<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: SelectOption[];
  allowEmpty?: boolean;
  /** Several values (an array field), e.g. the responsibles of a department. */
  multiple?: boolean;
  /** i18n key of an explanation under the field. */
  help?: string;
}) {
  const intl = useIntl();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const msg = fieldState.error ? decodeMessage(fieldState.error.message) : undefined;
        const numeric = props.options.some((o) => typeof o.value === 'number');
        return (
          <TextField
            select
            label={intl.formatMessage({ id: props.label })}
            name={field.name}
            value={field.value ?? (props.multiple ? [] : '')}
            onBlur={field.onBlur}
            onChange={(e) => {
              const v = e.target.value as unknown;
              if (props.multiple) field.onChange(typeof v === 'string' ? v.split(',') : v);
              else field.onChange(v === '' ? null : numeric ? Number(v) : v);
            }}
            slotProps={props.multiple ? { select: { multiple: true } } : undefined}
            error={Boolean(msg)}
            helperText={msg ? intl.formatMessage({ id: msg.id }, msg.values) : props.help && intl.formatMessage({ id: props.help })}
          >
            {props.allowEmpty && (
              <MenuItem value="">
                <em>{intl.formatMessage({ id: 'common.none' })}</em>
              </MenuItem>
            )}
            {props.options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.raw ? o.label : intl.formatMessage({ id: o.label })}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
