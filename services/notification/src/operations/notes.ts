import { knownSoon, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import type { BodyOf, notificationContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Note } from '../store/generated/client.ts';
import { attendeeKnown } from '../store/member-audience.ts';
import { deleteNoteRow, findNote, insertNote, notesOf, updateNoteRow } from '../store/notes.ts';

type Tx = TxClient<Client>;

async function requireNote(tx: Tx, id: string): Promise<Note> {
  const note = await findNote(tx, id);
  if (!note) throw notFound('Note');
  return note;
}

/** A note names an attendee of the company (membership's, as notification knows them: decision 0023). */
export async function createNote(db: Db<Client>, body: BodyOf<typeof notificationContracts.createNote>): Promise<{ id: string }> {
  if (!(await knownSoon(() => db.tx((tx) => attendeeKnown(tx, body.parentId)))))
    throw validationFailed([{ field: 'parentId', message: 'unknown attendee' }]);
  const { parentId, ...fields } = body;
  return { id: await db.tx((tx) => insertNote(tx, parentId, fields)) };
}

export const updateNote = (db: Db<Client>, id: string, body: BodyOf<typeof notificationContracts.updateNote>) =>
  db.tx(async (tx) => {
    await requireNote(tx, id);
    return updateNoteRow(tx, id, body);
  });

export const deleteNote = (db: Db<Client>, id: string) =>
  db.tx(async (tx) => {
    await requireNote(tx, id);
    await deleteNoteRow(tx, id);
  });

export const getNote = (db: Db<Client>, id: string) => db.tx((tx) => requireNote(tx, id));

/** A person's notes; an attendee of another company answers an empty list like one without notes. */
export const listNotes = (db: Db<Client>, parentId: string, unreadCheckIn: boolean) => db.tx((tx) => notesOf(tx, parentId, unreadCheckIn));
