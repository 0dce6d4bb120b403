import type { Db } from '@takt/kit';
import type { DocumentUpdateInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { updateDocumentRow, withDetails, type DocumentWithDetails } from '../store/documents.ts';
import { assertNoCycle, assertParentKnown, requireDocument } from './document-steps.ts';

/** Spec: PUT update. A new parent must be the company's and must not lie under the document itself. */
export async function updateDocument(db: Db<Client>, id: string, input: DocumentUpdateInput): Promise<DocumentWithDetails> {
  return db.tx(async (tx) => {
    await requireDocument(tx, id);
    await assertParentKnown(tx, input.parentId);
    await assertNoCycle(tx, id, input.parentId);
    const { for: forId, parentId, title, text, category, priorityVariantId, responsibleId, ...rest } = input;
    const row = await updateDocumentRow(tx, id, {
      ...rest,
      parentId: parentId ?? null,
      forId: forId ?? null,
      title: title ?? null,
      text: text ?? null,
      category: category ?? null,
      priorityVariantId: priorityVariantId ?? null,
      responsibleId: responsibleId ?? null,
    });
    return (await withDetails(tx, [row]))[0]!;
  });
}
