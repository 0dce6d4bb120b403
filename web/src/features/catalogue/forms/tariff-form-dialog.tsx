import { TariffInput } from '@takt/proto/http/membership/tariffs';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveTariff } from '../api/tariffs.api.ts';

type Values = z.input<typeof TariffInput>;

export function TariffFormDialog(props: { id?: string; initial?: Values; open: boolean; onClose(): void; onSaved?(id: string): void }) {
  const notify = useNotify();
  const save = useSaveTariff();
  const { form, guard, close, submit, error } = useDialogForm(TariffInput, props.initial ?? { name: '', tariffName: '' }, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'catalogue.tariff.updated' : 'catalogue.tariff.created' });
      props.onSaved?.(id);
    },
    keepSaved: true,
  });
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'catalogue.tariff.edit' : 'catalogue.tariff.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={form.control} name="name" label="catalogue.name" autoFocus />
        <FormTextField control={form.control} name="tariffName" label="catalogue.tariff.tariffName" />
      </FormDialog>
    </>
  );
}
