import { Checkbox, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDepartmentChoices } from '../../departments/api/departments.api.ts';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { useNewsTargets } from '../api/news.api.ts';

function MultiChoice(props: {
  label: string;
  testId: string;
  value: string[];
  choices: { id: string; name: string }[];
  disabled: boolean;
  onChange(ids: string[]): void;
}) {
  const intl = useIntl();
  const nameOf = new Map(props.choices.map((c) => [c.id, c.name]));
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 260, maxWidth: 480 }}
      label={intl.formatMessage({ id: props.label })}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))}
      slotProps={{ select: { multiple: true, renderValue: (ids) => (ids as string[]).map((id) => nameOf.get(id) ?? '').join(', ') } }}
      data-testid={props.testId}
    >
      {props.choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          <Checkbox checked={props.value.includes(c.id)} tabIndex={-1} />
          <ListItemText primary={c.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Who a news is for: locations and departments, each change saved at once; none means everyone. */
export function NewsTargets({ newsId, canEdit }: { newsId: string; canEdit: boolean }) {
  const notify = useNotify();
  const { refs, save } = useNewsTargets(newsId);
  const locations = useLocationChoices().data ?? [];
  const departments = useDepartmentChoices().data ?? [];
  const locationIds = (refs.data ?? []).flatMap((r) => (r.locationId ? [r.locationId] : []));
  const departmentIds = (refs.data ?? []).flatMap((r) => (r.departmentId ? [r.departmentId] : []));
  const store = (next: { locationIds: string[]; departmentIds: string[] }) =>
    save.mutate(next, {
      onSuccess: () => notify({ id: 'news.targetsSaved' }),
      onError: (err) => notify({ id: errorMessageId(err), severity: 'error' }),
    });
  const disabled = !canEdit || !refs.isSuccess || save.isPending;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography color="text.secondary">
        <FormattedMessage id={locationIds.length + departmentIds.length ? 'news.targetsSome' : 'news.targetsAll'} />
      </Typography>
      <MultiChoice
        label="news.locations"
        testId="news-locations"
        value={locationIds}
        choices={locations}
        disabled={disabled}
        onChange={(ids) => store({ locationIds: ids, departmentIds })}
      />
      <MultiChoice
        label="news.departments"
        testId="news-departments"
        value={departmentIds}
        choices={departments}
        disabled={disabled}
        onChange={(ids) => store({ locationIds, departmentIds: ids })}
      />
    </Stack>
  );
}
