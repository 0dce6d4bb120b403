import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/locale.tsx';
import { decodeMessage } from './validation-messages.ts';

/** Spec section 9: German DD.MM.YYYY and HH:mm by default, otherwise YYYY/MM/DD. */
export const DATE_FORMAT = { de: 'DD.MM.YYYY', en: 'YYYY/MM/DD' } as const;
const TIME_FORMAT = 'HH:mm';

/** The pickers' language and formats follow the app's locale. */
export function DateProvider({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const text = (locale === 'de' ? deDE : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={text}>
      {children}
    </LocalizationProvider>
  );
}

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
}

/** A date field holding the contract's yyyy-mm-dd string. */
export function FormDateField<T extends FieldValues>({ control, name, label, disabled }: FieldProps<T>) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const msg = fieldState.error ? decodeMessage(fieldState.error.message) : undefined;
        return (
          <DateProvider>
            <DatePicker
              label={intl.formatMessage({ id: label })}
              format={DATE_FORMAT[locale]}
              value={field.value ? dayjs(field.value as string) : null}
              onChange={(v) => field.onChange(v?.isValid() ? v.format('YYYY-MM-DD') : null)}
              disabled={disabled}
              slotProps={{
                textField: {
                  size: 'small',
                  fullWidth: true,
                  name: field.name,
                  onBlur: field.onBlur,
                  error: Boolean(msg),
                  helperText: msg ? intl.formatMessage({ id: msg.id }, msg.values) : undefined,
                },
              }}
            />
          </DateProvider>
        );
      }}
    />
  );
}

/** A time field holding the contract's HH:mm string. */
export function FormTimeField<T extends FieldValues>({ control, name, label, disabled }: FieldProps<T>) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const msg = fieldState.error ? decodeMessage(fieldState.error.message) : undefined;
        return (
          <DateProvider>
            <TimePicker
              label={intl.formatMessage({ id: label })}
              format={TIME_FORMAT}
              ampm={false}
              value={field.value ? dayjs(`2000-01-01T${field.value as string}`) : null}
              onChange={(v) => field.onChange(v?.isValid() ? v.format(TIME_FORMAT) : null)}
              disabled={disabled}
              slotProps={{
                textField: {
                  size: 'small',
                  fullWidth: true,
                  name: field.name,
                  onBlur: field.onBlur,
                  error: Boolean(msg),
                  helperText: msg ? intl.formatMessage({ id: msg.id }, msg.values) : undefined,
                },
              }}
            />
          </DateProvider>
        );
      }}
    />
  );
}
