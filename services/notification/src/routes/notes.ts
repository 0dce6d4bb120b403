import { dtoOf, type Router } from '@takt/kit';
import { Note as NoteDto, NoteListItem, notificationContracts as routes } from '@takt/proto';
import { createNote, deleteNote, getNote, listNotes, updateNote } from '../operations/notes.ts';
import type { Client } from '../store/client.ts';
import { withPersonNames } from '../store/notes.ts';

const toDto = dtoOf(NoteDto);
const toListDto = dtoOf(NoteListItem);

export function noteRoutes(r: Router<Client>): void {
  r.list(routes.listNotesOData, { model: (tx) => tx.note, enrich: withPersonNames, map: toListDto });
  r.handle(routes.listNotes, async ({ query, db }) => (await listNotes(db, query.parentId, query.unreadCheckIn)).map(toDto));
  r.handle(routes.getNote, async ({ params, db }) => toDto(await getNote(db, params.id)));
  r.handle(routes.createNote, ({ body, db }) => createNote(db, body));
  r.handle(routes.updateNote, async ({ params, body, db }) => toDto(await updateNote(db, params.id, body)));
  r.handle(routes.deleteNote, ({ params, db }) => deleteNote(db, params.id));
}
