import { useQuery } from '@tanstack/react-query';
import { mailTemplateContracts as routes, type MailTemplateName } from '@takt/proto/http/notification/mail-templates';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const mailTemplateKeys = queryKeys('mail-templates');

/** One template rendered by notification with sample data; it never changes while the app runs. */
export const useMailPreview = (template: MailTemplateName, locale: 'de' | 'en') =>
  useQuery({
    queryKey: mailTemplateKeys.related(template, locale),
    queryFn: () => call(routes.previewMailTemplate, { params: { template, locale } }),
    staleTime: Infinity,
  });
