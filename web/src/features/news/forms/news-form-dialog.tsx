import { Typography } from '@mui/material';
import { NewsInput } from '@takt/proto/http/notification/news';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveNews } from '../api/news.api.ts';

type Values = z.input<typeof NewsInput>;
export const emptyNews = (): Values => ({
  subject: '',
  text: '',
  active: true,
  userPermissions: [],
  fromDate: new Date().toISOString().slice(0, 10),
  tillDate: null,
});

const visibility = [{ value: 'PUBLISH', label: 'news.public' }];

/** Create or edit a news with the server's own schema; targets, logo and push follow on its page once saved. */
export function NewsFormDialog(props: { id?: string; initial?: Values; open: boolean; onClose(): void; onSaved?(id: string): void }) {
  const notify = useNotify();
  const save = useSaveNews();
  const { form, guard, close, submit, error } = useDialogForm(NewsInput, props.initial ?? emptyNews(), {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'news.updated' : 'news.created' });
      props.onSaved?.(id);
    },
    keepSaved: true,
  });
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'news.edit' : 'news.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={control} name="subject" label="news.subject" autoFocus />
        <FormTextField control={control} name="text" label="news.text" multiline minRows={4} />
        <FormDateField control={control} name="fromDate" label="news.fromDate" />
        <FormDateField control={control} name="tillDate" label="news.tillDate" />
        <FormSelect control={control} name="userPermissions" label="news.visibility" options={visibility} multiple />
        <FormCheckbox control={control} name="active" label="news.active" variant="switch" />
        {!props.id && (
          <Typography color="text.secondary" data-testid="news-logo-after-save">
            <FormattedMessage id="news.logoAfterSave" />
          </Typography>
        )}
      </FormDialog>
    </>
  );
}
