import { MenuItem, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMembershipTypeChoices } from '../api/attendees.api.ts';

/** The member list's "holding a membership of this type today" choice ('' for all). */
export function MembershipTypeFilter({ value, onChange }: { value: string; onChange(membershipTypeId: string): void }) {
  const intl = useIntl();
  const types = useMembershipTypeChoices().data ?? [];
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 200 }}
      label={intl.formatMessage({ id: 'attendees.filterMembershipType' })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">
        <FormattedMessage id="attendees.allMembershipTypes" />
      </MenuItem>
      {types.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
