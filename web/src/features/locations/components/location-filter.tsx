import { MenuItem, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocationChoices } from '../api/locations.api.ts';

/** A list's "narrow to one location" choice ('' for all); the grid applies it as a server filter. */
export function LocationFilter({ value, onChange }: { value: string; onChange(locationId: string): void }) {
  const intl = useIntl();
  const locations = useLocationChoices().data ?? [];
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 200 }}
      label={intl.formatMessage({ id: 'org.filterLocation' })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">
        <FormattedMessage id="org.allLocations" />
      </MenuItem>
      {locations.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
