import { z } from 'zod';
import { NoteStatus, NoteType } from '../../enums.ts';
import { Created, IdParams, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: notes on a person (parentId: the attendee), a default note or a check-in
// note the door shows until read. Booking's per-booking note (decision 0052) is a different thing.

const staff = screenRoles('/attendees');
const noteTypes = Object.values(NoteType) as [number, ...number[]];
const noteStatuses = Object.values(NoteStatus) as [number, ...number[]];

export const NoteInput = z.object({
  name: z.string().trim().min(1).max(200),
  text: z.string().max(10_000).default(''),
  parentId: Uuid,
  type: z.union(noteTypes.map((v) => z.literal(v))).default(NoteType.Default),
  status: z.union(noteStatuses.map((v) => z.literal(v))).default(NoteStatus.Unread),
});

export const Note = z.object({
  id: Uuid,
  companyId: Uuid,
  name: z.string(),
  text: z.string(),
  parentId: Uuid,
  type: z.number().int(),
  status: z.number().int(),
  createdDate: z.string(),
});
export type Note = z.infer<typeof Note>;
/** The company-wide list also names the person ("last name, first name"; null while notification does not know them). */
export const NoteListItem = Note.extend({ personFullName: z.string().nullable() });

// Spec section 9: notes createdDate desc.
const notesOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    text: { type: 'string' },
    parentId: { type: 'uuid' },
    personFullName: { type: 'string', column: 'person.fullName' },
    type: { type: 'number' },
    status: { type: 'number' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

export const notesContracts = {
  listNotesOData: route({
    method: 'GET',
    path: '/odata/Notes',
    service: 'notification',
    access: staff,
    summary: "The company's notes, newest first; filterable by person, kind and read state, searchable on name and text",
    odata: notesOData,
    response: odataList(NoteListItem),
  }),
  listNotes: route({
    method: 'GET',
    path: '/api/Notes',
    service: 'notification',
    access: staff,
    summary: "A person's notes, newest first; unreadCheckIn lists only the check-in notes not read yet",
    query: z.object({ parentId: Uuid, unreadCheckIn: z.stringbool().default(false) }),
    response: z.array(Note),
  }),
  getNote: route({
    method: 'GET',
    path: '/api/Notes/:id',
    service: 'notification',
    access: staff,
    summary: 'One note',
    params: IdParams,
    response: Note,
  }),
  createNote: route({
    method: 'POST',
    path: '/api/Notes',
    service: 'notification',
    access: staff,
    summary: 'Add a note to a person (an attendee of the company)',
    body: NoteInput,
    response: Created,
  }),
  updateNote: route({
    method: 'PUT',
    path: '/api/Notes/:id',
    service: 'notification',
    access: staff,
    summary: 'Change a note (also marks it read: status 1)',
    params: IdParams,
    body: NoteInput.omit({ parentId: true }),
    response: Note,
  }),
  deleteNote: route({
    method: 'DELETE',
    path: '/api/Notes/:id',
    service: 'notification',
    access: staff,
    summary: 'Delete a note',
    params: IdParams,
  }),
} as const;
