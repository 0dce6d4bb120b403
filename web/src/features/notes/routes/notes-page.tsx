import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { notesContracts as routes } from '@takt/proto/http/notification/notes';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../../api/call.ts';
import type { ODataCondition } from '../../../api/odata.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { attendeeSource } from '../../attendees/api/attendees.api.ts';
import { SearchPicker } from '../../../ui/form/search-picker.tsx';
import { NOTE_STATUSES, NOTE_TYPES } from '../api/notes.api.ts';
import { NoteStatusChip, NoteTypeChip } from '../components/note-chips.tsx';
import { emptyNote, NoteFormDialog } from '../forms/note-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listNotesOData>['value'][number];

function useColumns(): ODataColumn<Row>[] {
  const { locale } = useLocale();
  return useMemo(
    () => [
      {
        field: 'createdDate',
        header: 'notes.createdDate',
        width: 150,
        filterable: false,
        valueFormatter: (v: string) => (v ? dayjs(v).format(`${DATE_FORMAT[locale]} HH:mm`) : ''),
      },
      { field: 'name', header: 'notes.name', flex: 1, minWidth: 160 },
      // Notification names the person itself (decision 0069), whatever the studio's size.
      { field: 'personFullName', header: 'notes.person', flex: 1, minWidth: 150 },
      { field: 'text', header: 'notes.text', flex: 2, minWidth: 180, sortable: false },
      { field: 'type', header: 'notes.typeLabel', width: 140, type: 'number', renderCell: (p) => <NoteTypeChip type={p.row.type} /> },
      {
        field: 'status',
        header: 'notes.statusLabel',
        width: 130,
        type: 'number',
        renderCell: (p) => <NoteStatusChip status={p.row.status} />,
      },
    ],
    [locale],
  );
}

const asOptions = (list: { value: number; label: string }[]) => list.map((o) => ({ value: String(o.value), label: o.label, i18n: true }));

/** /notes: the company's notes on people, newest first, narrowed by person, kind and read state; a row opens its page. */
export function NotesPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [person, setPerson] = useState({ id: '', name: '' });
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const columns = useColumns();
  const filters: ODataCondition[] = [
    ...(person.id ? [{ field: 'parentId', op: 'eq', value: person.id } as const] : []),
    ...(type ? [{ field: 'type', op: 'eq', value: Number(type) } as const] : []),
    ...(status ? [{ field: 'status', op: 'eq', value: Number(status) } as const] : []),
  ];
  return (
    <>
      <ODataGrid
        gridId="notes"
        label="notes.title"
        contract={routes.listNotesOData}
        resource="notes"
        columns={columns}
        searchFields={['name', 'personFullName', 'text']}
        filters={filters}
        onRowClick={(row) => navigate(`/notes/${row.id}`)}
        actions={
          <>
            <SearchPicker
              label="notes.filterPerson"
              placeholder="notes.allPeople"
              size="small"
              width={240}
              source={attendeeSource}
              value={person.id}
              valueLabel={person.name}
              onChange={(id, name) => setPerson({ id, name })}
            />
            <SelectFilter
              label="notes.typeLabel"
              all="notes.allTypes"
              value={type}
              onChange={setType}
              options={asOptions(NOTE_TYPES)}
              width={150}
            />
            <SelectFilter
              label="notes.statusLabel"
              all="notes.allStatuses"
              value={status}
              onChange={setStatus}
              options={asOptions(NOTE_STATUSES)}
              width={150}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="notes-create">
              <FormattedMessage id="notes.create" />
            </Button>
          </>
        }
      />
      {/* A person chosen above the list is the new note's person. */}
      <NoteFormDialog
        key={person.id}
        open={creating}
        onClose={() => setCreating(false)}
        initial={emptyNote(person.id)}
        personName={person.name}
      />
    </>
  );
}
