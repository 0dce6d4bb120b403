import { useMutation, useQuery } from '@tanstack/react-query';
import { documentsContracts } from '@takt/proto/http/documents/index';
import { identityCompanyContracts } from '@takt/proto/http/identity/company';
import { identitySettingsContracts } from '@takt/proto/http/identity/settings';
import { identityUserContracts } from '@takt/proto/http/identity/users';
import {
  membershipApplicationContracts as routes,
  type ApplicationInput,
  type ApplicationQuote,
} from '@takt/proto/http/membership/application';
import { call, pathOf } from '../../../api/call.ts';
import { send } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const applicationKeys = queryKeys('membership-application');

/** The company of the location the link names (404 for an unknown or inactive location). */
export const useApplicationCompany = (locationId: string) =>
  useQuery({
    queryKey: applicationKeys.detail(locationId),
    enabled: Boolean(locationId),
    retry: false,
    queryFn: () => call(identityCompanyContracts.getCompanyByLocationId, { params: { id: locationId } }),
  });

export const useApplicationTypes = (companyId: string | undefined) =>
  useQuery({
    queryKey: applicationKeys.related(companyId ?? '', 'types'),
    enabled: Boolean(companyId),
    queryFn: () => call(routes.getApplicationMembershipTypes, { params: { id: companyId! } }),
  });

export const useApplicationMemberStatuses = (companyId: string | undefined) =>
  useQuery({
    queryKey: applicationKeys.related(companyId ?? '', 'statuses'),
    enabled: Boolean(companyId),
    queryFn: () => call(routes.getApplicationMemberStatuses, { params: { id: companyId! } }),
  });

/** The figures the server computes for the choices so far (nothing is stored). */
export const useApplicationQuote = (quote: ApplicationQuote | undefined) =>
  useQuery({
    queryKey: applicationKeys.list({ ...quote }),
    enabled: Boolean(quote),
    retry: false,
    queryFn: () => call(routes.quoteApplication, { body: quote! }),
  });

export const useRegisterApplication = (locale: string) =>
  useMutation({ mutationFn: (body: ApplicationInput) => call(routes.registerApplication, { params: { locale }, body }) });

/** One required document, sent with the token RegisterAttendee answered (the bytes decide the type on the server). */
export const useUploadApplicationDocument = (locale: string, uploadToken: string) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('UploadToken', uploadToken);
      form.append('Documents', file);
      const route = documentsContracts.uploadApplicationDocument;
      return send({ method: route.method, path: pathOf(route, { locale }), body: form });
    },
  });

/** Whether the user name the applicant asks for is still free (identity's check, before the last step). */
export const isUserNameFree = async (userName: string) =>
  (await call(identityUserContracts.validateUserName, { body: { userName } })).reason !== 'taken';

/** The settings of the location's company: which payment intervals it allows. */
export const useApplicationSettings = (locationId: string) =>
  useQuery({
    queryKey: applicationKeys.related(locationId, 'settings'),
    queryFn: () => call(identitySettingsContracts.getSettingsByLocation, { params: { id: locationId } }),
  });
