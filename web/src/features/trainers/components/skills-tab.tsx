import { useState } from 'react';
import { Box } from '@mui/material';
import { z } from 'zod';
import { useReferences } from '../../catalogue/api/catalogue.api.ts';
import { RowsTab, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSetSkillLinks, useSkillLinks, type SkillKind } from '../api/skills.api.ts';

const SkillChoice = z.object({ referenceIds: z.array(z.uuid()) });

/** A trainer's or a course's skills: listed, and replaced as a whole in one dialog. */
export function SkillsTab({ kind, parentId, canEdit }: { kind: SkillKind; parentId: string; canEdit: boolean }) {
  const notify = useNotify();
  const linked = useSkillLinks(kind, parentId);
  const skills = useReferences('Skill');
  const save = useSetSkillLinks(kind, parentId);
  const [editing, setEditing] = useState(false);
  const current = (linked.data ?? []).map((l) => l.referenceId);
  const { form, guard, close, submit, error } = useDialogForm(
    SkillChoice,
    { referenceIds: current },
    {
      open: editing,
      onClose: () => setEditing(false),
      save: (body) => save.mutateAsync(body.referenceIds),
      onSaved: () => notify({ id: 'trainers.skillsSaved' }),
    },
  );
  const open = () => {
    form.reset({ referenceIds: current });
    setEditing(true);
  };
  // Inactive skills stay pickable only where they are already linked.
  const options = (skills.data ?? [])
    .filter((s) => s.active || current.includes(s.id))
    .map((s) => ({ value: s.id, label: s.name, raw: true }));
  const columns: RowsColumn<{ id: string; referenceName: string }>[] = [{ header: 'trainers.skill', cell: (l) => l.referenceName }];
  return (
    <Box>
      <RowsTab
        query={linked}
        columns={columns}
        empty="trainers.noSkills"
        testId={`skills-${kind}`}
        add={canEdit ? { label: 'trainers.editSkills', onClick: open } : undefined}
      />
      {guard.dialog}
      <FormDialog open={editing} title="trainers.editSkills" onClose={close} onSubmit={submit} busy={save.isPending} error={error}>
        <FormSelect control={form.control} name="referenceIds" label="trainers.skills" multiple options={options} />
      </FormDialog>
    </Box>
  );
}
