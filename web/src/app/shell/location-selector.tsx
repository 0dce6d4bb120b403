import { ListItemIcon, MenuItem, TextField, Tooltip } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import PlaceIcon from '@mui/icons-material/Place';
import { useIntl } from 'react-intl';
import { cutName } from '../session/cut-name.ts';
import { useLocationChoice, type LocationChoice } from '../session/location-choice.ts';

const valueOf = (c: LocationChoice | undefined) => (c ? `${c.kind}:${c.id}` : '');

/** Spec section 2: the bar's location or department selector, names cut at 24 characters. */
export function LocationSelector() {
  const intl = useIntl();
  const { enabled, choice, name, choose, locations, departments } = useLocationChoice();
  if (!enabled || (!locations.length && !departments.length)) return null;
  const label = intl.formatMessage({ id: 'selector.label' });
  // Listbox children are all options, so the kind is an icon and part of the name, not a heading.
  const option = (kind: LocationChoice['kind'], x: { id: string; name: string }) => (
    <MenuItem
      key={`${kind}:${x.id}`}
      value={`${kind}:${x.id}`}
      title={x.name}
      aria-label={intl.formatMessage({ id: `selector.${kind}` }, { name: x.name })}
    >
      <ListItemIcon>{kind === 'location' ? <PlaceIcon fontSize="small" /> : <GroupsIcon fontSize="small" />}</ListItemIcon>
      {cutName(x.name)}
    </MenuItem>
  );
  return (
    <Tooltip title={name ?? ''} placement="bottom">
      <TextField
        select
        size="small"
        value={valueOf(choice)}
        onChange={(e) => {
          const [kind, id] = e.target.value.split(':') as [LocationChoice['kind'], string];
          choose({ kind, id });
        }}
        slotProps={{
          htmlInput: { 'aria-label': name ? `${label}: ${name}` : label },
          select: {
            renderValue: () => cutName(name ?? ''),
            SelectDisplayProps: { 'aria-label': name ? `${label}: ${name}` : label, 'data-testid': 'location-selector' } as object,
          },
        }}
        sx={{
          width: { xs: 120, sm: 240 },
          '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
          '& .MuiSvgIcon-root': { color: 'inherit' },
        }}
      >
        {locations.map((l) => option('location', l))}
        {departments.map((d) => option('department', d))}
      </TextField>
    </Tooltip>
  );
}
