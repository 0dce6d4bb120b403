import { CalendarFeedInput } from '@takt/proto/http/scheduling/calendar-feeds';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { useCreateCalendarFeed } from '../api/calendar-feeds.api.ts';

type Values = z.input<typeof CalendarFeedInput>;
const KINDS = [
  { value: 'location', label: 'calendarFeeds.kind.location' },
  { value: 'trainer', label: 'calendarFeeds.kind.trainer' },
];

/** A new secret link: the appointments of one location, or the ones a trainer teaches. */
export function CalendarFeedFormDialog(props: { open: boolean; onClose(): void }) {
  const notify = useNotify();
  const create = useCreateCalendarFeed();
  const locations = useLocationChoices().data ?? [];
  const initial = { kind: 'location', targetId: '' } as Values;
  const { form, guard, close, submit, error } = useDialogForm(CalendarFeedInput, initial, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => create.mutateAsync(body),
    onSaved: () => notify({ id: 'calendarFeeds.created' }),
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="calendarFeeds.add" onClose={close} onSubmit={submit} busy={create.isPending} error={error}>
        <FormSelect control={control} name="kind" label="calendarFeeds.kindLabel" options={KINDS} />
        {kind === 'trainer' ? (
          <FormUserSelect control={control} name="targetId" label="calendarFeeds.trainer" enabled={props.open} />
        ) : (
          <FormSelect
            control={control}
            name="targetId"
            label="calendarFeeds.location"
            options={locations.map((l) => ({ value: l.id, label: l.name, raw: true }))}
          />
        )}
      </FormDialog>
    </>
  );
}
