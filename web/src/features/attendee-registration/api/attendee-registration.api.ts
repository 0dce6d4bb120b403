import { useMutation, useQuery } from '@tanstack/react-query';
import { identityLocationContracts } from '@takt/proto/http/identity/locations';
import { membershipQrRegistrationContracts, type QrRegistrationInput } from '@takt/proto/http/membership/qr-registration';
import { schedulingQrRegistrationContracts as routes } from '@takt/proto/http/scheduling/qr-registration';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const registrationKeys = queryKeys('attendee-registration');

/** The location the QR code names (404 for an unknown or inactive one). */
export const useQrLocation = (locationId: string) =>
  useQuery({
    queryKey: registrationKeys.detail(locationId),
    enabled: Boolean(locationId),
    retry: false,
    queryFn: () => call(identityLocationContracts.getLocationInfo, { params: { id: locationId } }),
  });

export const useQrCourses = (locationId: string) =>
  useQuery({
    queryKey: registrationKeys.related(locationId, 'courses'),
    queryFn: () => call(routes.listQrCourses, { query: new URLSearchParams({ locationId, $top: '100' }).toString() }),
  });

/** The next appointments at the location, of one course or all. */
export const useQrAppointments = (locationId: string, courseId: string) =>
  useQuery({
    queryKey: registrationKeys.related(locationId, `appointments-${courseId}`),
    queryFn: () =>
      call(routes.listQrAppointments, {
        query: new URLSearchParams({ locationId, ...(courseId ? { courseId } : {}), $top: '10' }).toString(),
      }),
  });

export const useRegisterByQrCode = (locationId: string) =>
  useMutation({
    mutationFn: (body: QrRegistrationInput) => call(membershipQrRegistrationContracts.registerByQrCode, { params: { locationId }, body }),
  });
