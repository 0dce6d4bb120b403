import { mailTemplateContracts } from './mail-templates.ts';
import { newsContracts } from './news.ts';
import { notesContracts } from './notes.ts';
import { webPushContracts } from './web-push.ts';

export {
  CheckSubscriptionStatusBody,
  SaveSubscriptionBody,
  SubscriptionStatus,
  SubscriptionStatusAnswer,
  WebPushMessage,
} from './web-push.ts';
export { News, NewsInput, NewsRef, NewsTargetsBody, NEWS_PUBLISH } from './news.ts';
export { Note, NoteInput, NoteListItem } from './notes.ts';
export { MAIL_TEMPLATES, MailPreview, MailTemplateName } from './mail-templates.ts';

export const notificationContracts = {
  ...webPushContracts,
  ...newsContracts,
  ...notesContracts,
  ...mailTemplateContracts,
} as const;
