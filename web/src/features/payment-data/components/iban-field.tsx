import { TextField } from '@mui/material';
import { formatIban, ibanProblem } from '@takt/proto';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { decodeMessage } from '../../../ui/form/validation-messages.ts';

/**
 * The IBAN with a live check by the one rule in proto: while typing it shows the printed format
 * when the number is valid, otherwise what is wrong (country, length, check digits).
 */
export function IbanField<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: Path<T>; label: string }) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value as string | null | undefined) ?? '';
        const problem = value.trim() ? ibanProblem(value) : null;
        const serverMsg = fieldState.error ? decodeMessage(fieldState.error.message) : undefined;
        const helper = problem
          ? intl.formatMessage({ id: `paymentData.iban.${problem}` })
          : value.trim()
            ? intl.formatMessage({ id: 'paymentData.iban.valid' }, { formatted: formatIban(value) })
            : serverMsg && intl.formatMessage({ id: serverMsg.id }, serverMsg.values);
        return (
          <TextField
            {...field}
            value={value}
            label={intl.formatMessage({ id: label })}
            error={Boolean(problem) || Boolean(serverMsg)}
            helperText={helper}
            slotProps={{ htmlInput: { 'data-testid': 'iban', autoComplete: 'off', spellCheck: false } }}
          />
        );
      }}
    />
  );
}
