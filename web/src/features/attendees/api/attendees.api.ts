import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipAttendeeCheckContracts as checks } from '@takt/proto/http/membership/attendee-checks';
import { membershipAttendeeContracts as routes, type AttendeeInput, type AttendeeUpdateInput } from '@takt/proto/http/membership/attendees';
import { membershipContactContracts as contacts, type ContactInput } from '@takt/proto/http/membership/contacts';
import {
  membershipInterestedContracts as interested,
  type InterestedInput,
  type UpdateInterestedInput,
} from '@takt/proto/http/membership/interested';
import { membershipCatalogueContracts as catalogue } from '@takt/proto/http/membership/catalogue';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { peopleSource } from '../../../api/picker-source.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of attendees (members and interested) starts with this key; writes invalidate it. */
export const attendeeKeys = queryKeys('attendees');

/** Members and interested persons found by name or member number: every "which person" field of staff screens. */
export const attendeeSource = peopleSource(attendeeKeys.lists(), routes.listAttendees, ['lastName', 'firstName', 'memberNumber']);

export const useAttendee = (id: string) =>
  useQuery({ queryKey: attendeeKeys.detail(id), queryFn: () => call(routes.getAttendee, { params: { id } }) });

function useInvalidating<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: attendeeKeys.all }) });
}

export const useCreateAttendee = () => useInvalidating((body: z.input<typeof AttendeeInput>) => call(routes.createAttendee, { body }));
export const useUpdateAttendee = () =>
  useInvalidating(({ id, body }: { id: string; body: z.input<typeof AttendeeUpdateInput> }) =>
    call(routes.updateAttendee, { params: { id }, body }),
  );
export const useDeleteAttendee = () => useInvalidating((id: string) => call(routes.deleteAttendee, { params: { id } }));

export const nextMemberNumber = () => call(checks.getNextMemberNumber).then((r) => r.memberNumber);
export const futureBookings = (id: string) => call(checks.checkFutureBookings, { params: { id } });

export const useAddMembership = () =>
  useInvalidating(({ id, body }: { id: string; body: { membershipTypeId: string; fromDate: string; tillDate?: string | null } }) =>
    call(checks.addMembership, { params: { id }, body }),
  );
export const useEndMembership = () =>
  useInvalidating(({ id, membershipId, tillDate }: { id: string; membershipId: string; tillDate: string }) =>
    call(checks.endMembership, { params: { id, membershipId }, body: { tillDate } }),
  );

export const useContacts = (attendeeId: string) =>
  useQuery({
    queryKey: attendeeKeys.related(attendeeId, 'contacts'),
    queryFn: () => call(contacts.getContacts, { params: { attendeeId } }),
  });
export const useSaveContacts = () =>
  useInvalidating(({ attendeeId, list }: { attendeeId: string; list: z.input<typeof ContactInput>[] }) =>
    call(contacts.addContacts, { body: { attendeeId, contacts: list } }),
  );

export const useLocationAttendees = (attendeeId: string) =>
  useQuery({
    queryKey: attendeeKeys.related(attendeeId, 'locations'),
    queryFn: () => call(contacts.getLocationAttendees, { params: { attendeeId } }),
  });
export const useSaveLocationAttendees = () =>
  useInvalidating(({ attendeeId, locationIds }: { attendeeId: string; locationIds: string[] }) =>
    call(contacts.addLocationAttendees, { body: { attendeeId, locationIds } }),
  );

export const useAddInterested = () =>
  useInvalidating(({ locationId, body }: { locationId: string; body: z.input<typeof InterestedInput> }) =>
    call(interested.addInterested, { params: { locationId }, body }),
  );
export const useUpdateInterested = () =>
  useInvalidating(({ id, body }: { id: string; body: z.input<typeof UpdateInterestedInput> }) =>
    call(interested.updateInterested, { params: { id }, body }),
  );
export const useDeleteInterested = () => useInvalidating((id: string) => call(interested.deleteInterested, { params: { id } }));

/** The company's active membership types for pickers and the list filter (at most 250, by name). */
export const useMembershipTypeChoices = () =>
  useQuery({
    queryKey: queryKeys('membership-types').list('active-choices'),
    queryFn: () =>
      call(catalogue.listMembershipTypes, {
        query: odataQuery({ top: 250, skip: 0, filters: [{ field: 'active', op: 'eq', value: true }] }),
      }),
    select: (r) => r.value,
  });
