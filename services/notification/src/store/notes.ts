import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { NoteStatus, NoteType } from '@takt/proto';
import type { Client } from './client.ts';
import { audienceNames } from './member-audience.ts';
import type { Note } from './generated/client.ts';

type Tx = TxClient<Client>;
export interface NoteFields {
  name: string;
  text: string;
  type: number;
  status: number;
}

export async function insertNote(tx: Tx, parentId: string, fields: NoteFields): Promise<string> {
  const id = randomUUID();
  await tx.note.create({ data: { id, parentId, ...fields } });
  return id;
}

/** The list's rows with their person's name (decision 0069); one the read model does not know is null. */
export async function withPersonNames(tx: Tx, rows: Note[]): Promise<(Note & { personFullName: string | null })[]> {
  const names = await audienceNames(
    tx,
    rows.map((n) => n.parentId),
  );
  return rows.map((n) => ({ ...n, personFullName: names.get(n.parentId) ?? null }));
}

export const findNote = (tx: Tx, id: string): Promise<Note | null> => tx.note.findFirst({ where: { id } });

export const updateNoteRow = (tx: Tx, id: string, fields: NoteFields): Promise<Note> => tx.note.update({ where: { id }, data: fields });

export async function deleteNoteRow(tx: Tx, id: string): Promise<void> {
  await tx.note.delete({ where: { id } });
}

/** Spec section 9: notes createdDate desc; `unreadCheckIn` keeps the check-in notes the door still shows. */
export const notesOf = (tx: Tx, parentId: string, unreadCheckIn: boolean): Promise<Note[]> =>
  tx.note.findMany({
    where: { parentId, ...(unreadCheckIn ? { type: NoteType.CheckInNote, status: NoteStatus.Unread } : {}) },
    orderBy: [{ createdDate: 'desc' }, { id: 'asc' }],
  });
