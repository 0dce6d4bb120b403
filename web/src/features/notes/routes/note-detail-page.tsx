import { useState } from 'react';
import { Button } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import { NoteStatus, NoteType } from '@takt/proto';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '../../../i18n/locale.tsx';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDeleteNote, useMarkNoteRead, useNote, usePerson } from '../api/notes.api.ts';
import { NoteFormDialog } from '../forms/note-form-dialog.tsx';

/** /notes/{id}: one note with its person, kind and read state; edit, delete and mark read. */
export function NoteDetailPage() {
  const { noteId = '' } = useParams();
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const note = useNote(noteId);
  const n = note.data;
  const person = usePerson(n?.parentId);
  const remove = useDeleteNote();
  const markRead = useMarkNoteRead();
  const [editing, setEditing] = useState(false);

  const onDelete = async () => {
    const ok = await confirm({
      title: 'notes.deleteTitle',
      text: 'notes.deleteText',
      values: { name: n?.name ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(noteId);
      notify({ id: 'notes.deleted' });
      navigate('/notes', { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const onMarkRead = () =>
    n &&
    markRead.mutate(n, {
      onSuccess: () => notify({ id: 'notes.markedRead' }),
      onError: (err) => notify({ id: errorMessageId(err), severity: 'error' }),
    });
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <>
      <DetailPage
        back={{ to: '/notes', label: 'notes.title' }}
        title={n?.name}
        subtitle={person.data?.fullName}
        loading={note.isLoading}
        error={note.isError}
        actions={
          <>
            {n?.status === NoteStatus.Unread && (
              <Button
                variant="contained"
                startIcon={<DoneIcon />}
                onClick={onMarkRead}
                disabled={markRead.isPending}
                data-testid="note-mark-read"
              >
                <FormattedMessage id="notes.markRead" />
              </Button>
            )}
            <EditDeleteActions canEdit canDelete onEdit={() => setEditing(true)} onDelete={() => void onDelete()} />
          </>
        }
        tabs={
          n
            ? [
                {
                  id: 'data',
                  label: 'notes.tab.data',
                  content: (
                    <FieldTable
                      rows={[
                        ['notes.person', person.data?.fullName ?? ''],
                        ['notes.text', n.text],
                        ['notes.typeLabel', text(`notes.type.${n.type === NoteType.CheckInNote ? 1 : 0}`)],
                        ['notes.statusLabel', text(`notes.status.${n.status === NoteStatus.Read ? 1 : 0}`)],
                        ['notes.createdDate', dayjs(n.createdDate).format(`${DATE_FORMAT[locale]} HH:mm`)],
                      ]}
                    />
                  ),
                },
              ]
            : []
        }
      />
      {n && (
        <NoteFormDialog
          id={noteId}
          open={editing}
          onClose={() => setEditing(false)}
          initial={{ name: n.name, text: n.text, parentId: n.parentId, type: n.type as 0 | 1, status: n.status as 0 | 1 }}
        />
      )}
    </>
  );
}
