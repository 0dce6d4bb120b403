import { dtoOf } from '@takt/kit';
import { DOCUMENT_TEXT_SHORT, DocumentMeta, PublicDocument } from '@takt/proto';
import type { DocumentWithDetails } from './documents.ts';

const toMeta = dtoOf(DocumentMeta);
const toPublic = dtoOf(PublicDocument);

/** Spec section 9: the text shortened to 15 characters plus an ellipsis. */
export function shortTextOf(text: string | null): string | null {
  if (text === null) return null;
  return text.length > DOCUMENT_TEXT_SHORT ? `${text.slice(0, DOCUMENT_TEXT_SHORT)}…` : text;
}

export function toDocumentDto(row: DocumentWithDetails) {
  const { forId, createdByUserId, storageKey: _key, ...rest } = row;
  return toMeta({ ...rest, for: forId, creatorUserId: createdByUserId, shortText: shortTextOf(row.text) });
}

export function toPublicDocumentDto(row: DocumentWithDetails) {
  return toPublic(row);
}
