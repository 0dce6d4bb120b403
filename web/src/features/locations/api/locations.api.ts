import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityLocationContracts as routes, type LocationInput } from '@takt/proto/http/identity/locations';
import { identityLinkContracts as links } from '@takt/proto/http/identity/links';
import { AddOpeningHoursBody, identityOpeningHoursContracts as hours } from '@takt/proto/http/identity/opening-hours';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of locations starts with this key; writes invalidate it. */
export const locationKeys = queryKeys('locations');

/** The company's locations to pick one from (at most 250, the spec's non-paged limit). */
export const useLocationChoices = () =>
  useQuery({ queryKey: locationKeys.related('all', 'choices'), queryFn: () => call(routes.getAllLocations) });

export const useLocation = (id: string) =>
  useQuery({ queryKey: locationKeys.detail(id), queryFn: () => call(routes.getLocation, { params: { id } }) });

export const useOpeningHours = (id: string) =>
  useQuery({ queryKey: locationKeys.related(id, 'opening-hours'), queryFn: () => call(hours.getOpeningHours, { params: { id } }) });

/** Save rule of spec section 4: without an id it is created, otherwise updated. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: z.input<typeof LocationInput> }) =>
      id ? call(routes.updateLocation, { params: { id }, body }).then((l) => ({ id: l.id })) : call(routes.createLocation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteLocation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export const checkLocationInUse = (id: string) => call(routes.checkLocationInUse, { params: { id } });

export function useSaveOpeningHours(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openingHours: z.input<typeof AddOpeningHoursBody>['openingHours']) =>
      call(hours.addOpeningHours, { body: { locationId, openingHours } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.related(locationId, 'opening-hours') }),
  });
}

/** The location's employees and trainers as links (the link id removes one). */
export const useLocationEmployees = (id: string) =>
  useQuery({
    queryKey: locationKeys.related(id, 'employees'),
    queryFn: () => call(links.getLocationEmployeesByLocation, { params: { id } }),
  });

export function useAddLocationEmployees(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeIds: string[]) =>
      call(links.addLocationEmployees, {
        body: { forLocationId: locationId, locationEmployees: employeeIds.map((employeeId) => ({ employeeId })) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export function useRemoveLocationEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => call(links.deleteLocationEmployee, { params: { id: linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

/** Replaces the location's responsibles. */
export function useSaveLocationResponsibles(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responsibleIds: string[]) => call(links.addLocationResponsibles, { body: { locationId, responsibleIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
