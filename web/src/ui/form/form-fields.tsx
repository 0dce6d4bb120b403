import { Checkbox, FormControlLabel, FormHelperText, Switch, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { decodeMessage } from './validation-messages.ts';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** i18n key of the label. */
  label: string;
}

/** A text field whose error (client or server) shows translated under the field. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  ...rest
}: FieldProps<T> & Omit<TextFieldProps, 'name' | 'label' | 'error'>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const msg = fieldState.error ? decodeMessage(fieldState.error.message) : undefined;
        return (
          <TextField
            {...rest}
            {...field}
            value={field.value ?? ''}
            onChange={(e) =>
              field.onChange(rest.type === 'number' ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value)
            }
            label={intl.formatMessage({ id: label })}
            error={Boolean(msg)}
            helperText={msg ? intl.formatMessage({ id: msg.id }, msg.values) : rest.helperText}
          />
        );
      }}
    />
  );
}

/** A checkbox or switch for a boolean field, with its error under it. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  variant = 'checkbox',
  help,
}: FieldProps<T> & { variant?: 'checkbox' | 'switch'; /** i18n key of an explanation under it. */ help?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const msg = fieldState.error ? decodeMessage(fieldState.error.message) : undefined;
        const Toggle = variant === 'switch' ? Switch : Checkbox;
        return (
          <>
            <FormControlLabel
              control={
                <Toggle
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              }
              label={<FormattedMessage id={label} />}
            />
            {msg && (
              <FormHelperText error>
                <FormattedMessage id={msg.id} values={msg.values} />
              </FormHelperText>
            )}
            {!msg && help && (
              <FormHelperText sx={{ mt: -1 }}>
                <FormattedMessage id={help} />
              </FormHelperText>
            )}
          </>
        );
      }}
    />
  );
}
