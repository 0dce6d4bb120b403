import type { PushMessageText } from './invoice-message.ts';

/** The German bell message telling members that the studio shared a new document with them (decision 0069). */
export function documentMessage(doc: { documentId: string; title: string | null }): PushMessageText {
  return {
    tag: `document:${doc.documentId}`,
    title: 'Neues Dokument',
    text: doc.title ? `Für Sie bereitgestellt: ${doc.title}` : 'Ein neues Dokument ist für Sie bereitgestellt.',
  };
}
