import { z } from 'zod';
import { defineEvent } from './envelope.ts';

// A document's notification count (decision 0069): documents says a new file is for members,
// notification puts it into their bells and answers how many it told; documents adds that up.

/** A file was uploaded that members see (active, visible, meant for the attendee role). */
export const DocumentPublished = defineEvent(
  'documents.document.published',
  1,
  z.object({ documentId: z.uuid(), title: z.string().nullable() }),
);

/** How many people notification told about the document (bell messages stored). */
export const DocumentNoticesSent = defineEvent(
  'notification.document-notices.sent',
  1,
  z.object({ documentId: z.uuid(), recipients: z.number().int().min(0) }),
);
