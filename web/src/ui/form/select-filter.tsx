import { MenuItem, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SelectOption } from './form-select.tsx';

/**
 * A list's or calendar's "narrow to one" choice above the data: '' stands for all, the page
 * applies the value as a server filter. Options are data (names) unless marked as i18n keys.
 */
export function SelectFilter(props: {
  /** i18n keys of the label and of the "all" choice. */
  label: string;
  all: string;
  value: string;
  onChange(value: string): void;
  options: readonly (Omit<SelectOption, 'value'> & { value: string; i18n?: boolean })[];
  width?: number;
}) {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: props.width ?? 200 }}
      label={intl.formatMessage({ id: props.label })}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <MenuItem value="">
        <FormattedMessage id={props.all} />
      </MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.i18n ? intl.formatMessage({ id: o.label }) : o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
