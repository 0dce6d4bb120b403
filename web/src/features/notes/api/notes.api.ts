import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipAttendeeContracts as attendees } from '@takt/proto/http/membership/attendees';
import { notesContracts as routes, type Note, type NoteInput } from '@takt/proto/http/notification/notes';
import { NoteStatus, NoteType } from '@takt/proto';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of notes starts with this key; writes invalidate it. */
export const notesKeys = queryKeys('notes');

export type NoteBody = z.input<typeof NoteInput>;
export type { Note };

export const useNote = (id: string) =>
  useQuery({ queryKey: notesKeys.detail(id), queryFn: () => call(routes.getNote, { params: { id } }) });

/** Save rule of spec section 4: without an id it is created, otherwise updated (the person stays). */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: NoteBody }): Promise<{ id: string }> => {
      if (!id) return call(routes.createNote, { body });
      const { parentId: _person, ...fields } = body;
      return call(routes.updateNote, { params: { id }, body: fields });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteNote, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

/** Marks a note read: the door stops showing a check-in note once it is read. */
export function useMarkNoteRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: Note) =>
      call(routes.updateNote, {
        params: { id: note.id },
        body: { name: note.name, text: note.text, type: note.type as 0 | 1, status: NoteStatus.Read },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

/** The note's person (an attendee) once the note is loaded. */
export const usePerson = (attendeeId: string | undefined) =>
  useQuery({
    queryKey: queryKeys('attendees').detail(attendeeId ?? ''),
    queryFn: () => call(attendees.getAttendee, { params: { id: attendeeId! } }),
    enabled: Boolean(attendeeId),
  });

/** A person's check-in notes not read yet (what the door shows after a check-in). */
export const useUnreadCheckInNotes = (attendeeId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: notesKeys.related(attendeeId ?? '', 'check-in'),
    queryFn: () => call(routes.listNotes, { query: new URLSearchParams({ parentId: attendeeId!, unreadCheckIn: 'true' }).toString() }),
    enabled: Boolean(attendeeId) && enabled,
  });

export const NOTE_TYPES = [
  { value: NoteType.Default, label: 'notes.type.0' },
  { value: NoteType.CheckInNote, label: 'notes.type.1' },
];
export const NOTE_STATUSES = [
  { value: NoteStatus.Unread, label: 'notes.status.0' },
  { value: NoteStatus.Read, label: 'notes.status.1' },
];
