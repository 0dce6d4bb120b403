import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { StatisticsLayout } from '@takt/proto/http/statistics/index';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDeletePreset, usePresets, useSavePreset } from '../api/statistics.api.ts';

/** Choose a saved layout, save the current one under a name, or delete the chosen one. */
export function PresetBar({ current, onChoose }: { current(): StatisticsLayout; onChoose(layout: StatisticsLayout): void }) {
  const intl = useIntl();
  const notify = useNotify();
  const confirm = useConfirm();
  const presets = usePresets();
  const save = useSavePreset();
  const remove = useDeletePreset();
  const [chosen, setChosen] = useState('');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const list = presets.data?.value ?? [];
  const chosenPreset = list.find((p) => p.id === chosen);

  const choose = (id: string) => {
    setChosen(id);
    const preset = list.find((p) => p.id === id);
    if (preset) onChoose(preset.layout);
  };
  const saveAs = async () => {
    try {
      // The chosen preset's own name updates it; another name saves a new one.
      const same = chosenPreset && chosenPreset.name === name.trim() ? chosenPreset.id : undefined;
      const { id } = await save.mutateAsync({ id: same, name: name.trim(), layout: current() });
      setChosen(id);
      setNaming(false);
      notify({ id: 'statistics.presetSaved' });
    } catch (err) {
      setError(errorMessageId(err));
    }
  };
  const deleteChosen = async () => {
    if (
      !chosenPreset ||
      !(await confirm({
        title: 'statistics.deleteTitle',
        text: 'statistics.deleteText',
        values: { name: chosenPreset.name },
        danger: true,
      }))
    )
      return;
    await remove.mutateAsync(chosenPreset.id);
    setChosen('');
    notify({ id: 'statistics.presetDeleted' });
  };

  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <SelectFilter
        label="statistics.preset"
        all="statistics.noPreset"
        value={chosen}
        onChange={choose}
        options={list.map((p) => ({ value: p.id, label: p.name }))}
      />
      <Button
        variant="outlined"
        onClick={() => (setName(chosenPreset?.name ?? ''), setError(undefined), setNaming(true))}
        data-testid="save-preset"
      >
        <FormattedMessage id="statistics.savePreset" />
      </Button>
      {chosenPreset && (
        <Button color="error" onClick={() => void deleteChosen()} data-testid="delete-preset">
          <FormattedMessage id="statistics.deletePreset" />
        </Button>
      )}
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby="preset-name-title">
        <DialogTitle id="preset-name-title">
          <FormattedMessage id="statistics.savePreset" />
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={intl.formatMessage({ id: 'statistics.presetName' })}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(error)}
            helperText={error && intl.formatMessage({ id: error })}
            slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'preset-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="contained" onClick={() => void saveAs()} disabled={!name.trim() || save.isPending} data-testid="confirm-preset">
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
