import { Box, Button, TextField } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** One line of text and a "Check in" button: the typed code at the door and on a phone, or a code's phrase. */
export function CodeEntryForm({
  label,
  value,
  onChange,
  onSubmit,
  busy,
  variant = 'contained',
  autoFocus,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  onSubmit(value: string): void;
  busy: boolean;
  variant?: 'contained' | 'outlined';
  autoFocus?: boolean;
}) {
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) onSubmit(value);
      }}
      sx={{ display: 'flex', gap: 1 }}
    >
      <TextField
        size="small"
        fullWidth
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <Button type="submit" variant={variant} disabled={busy || !value.trim()}>
        <FormattedMessage id="checkIn.checkIn" />
      </Button>
    </Box>
  );
}
