import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** Every column but the bytes: metadata reads never load the content. */
const META = {
  id: true,
  companyId: true,
  parentId: true,
  documentName: true,
  documentType: true,
  documentSize: true,
  visibleForUser: true,
  createdDate: true,
} as const;

export interface NewDocument {
  parentId?: string;
  documentName: string;
  documentType: string;
  visibleForUser?: boolean;
  content: Uint8Array<ArrayBuffer>;
  createdByUserId: string;
}

export function createDocument(tx: Tx, doc: NewDocument) {
  return tx.document.create({
    data: { id: randomUUID(), ...doc, documentSize: doc.content.byteLength },
    select: META,
  });
}

/** Whether the tenant of `tx` has this document (row-level security hides other companies' rows). */
export async function documentExists(tx: Tx, id: string): Promise<boolean> {
  return (await tx.document.findFirst({ where: { id }, select: { id: true } })) !== null;
}

/** `visibleOnly` hides documents not visible for users (attendees), as if they did not exist. */
export function findDocumentMeta(tx: Tx, id: string, visibleOnly: boolean) {
  return tx.document.findFirst({ where: { id, ...(visibleOnly ? { visibleForUser: true } : {}) }, select: META });
}

export function findDocumentContent(tx: Tx, id: string, visibleOnly: boolean) {
  return tx.document.findFirst({
    where: { id, ...(visibleOnly ? { visibleForUser: true } : {}) },
    select: { documentName: true, documentType: true, content: true },
  });
}

export type DocumentMetaRow = NonNullable<Awaited<ReturnType<typeof findDocumentMeta>>>;

/** How many files are attached to an attendee or were uploaded by their login. */
export function countFilesOf(tx: Tx, attendeeId: string, userId: string): Promise<number> {
  return tx.document.count({ where: { OR: [{ parentId: attendeeId }, { createdByUserId: userId }] } });
}
