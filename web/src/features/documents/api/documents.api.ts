import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentsContracts as routes, type DocumentFolderInput, type DocumentUpdateInput } from '@takt/proto/http/documents/index';
import type { z } from 'zod';
import { call, download, pathOf, saveFile, type ResponseOf } from '../../../api/call.ts';
import { send } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type DocumentRow = ResponseOf<typeof routes.getDocument>;

/** Every query of documents starts with this key; writes invalidate it. */
export const documentKeys = queryKeys('documents');

export const useDocument = (id: string | undefined) =>
  useQuery({
    queryKey: documentKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => call(routes.getDocument, { params: { id: id! } }),
  });

function useInvalidating<A, R>(mutationFn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }) });
}

/** One file into a folder (or the top level); the server decides its type by the bytes. */
export const useUploadDocument = () =>
  useInvalidating(({ file, parentId }: { file: File; parentId?: string }) => {
    const form = new FormData();
    if (parentId) form.append('ParentId', parentId);
    form.append('File', file);
    return send<DocumentRow>({ method: routes.upload.method, path: pathOf(routes.upload), body: form });
  });

export const useCreateFolder = () => useInvalidating((body: z.input<typeof DocumentFolderInput>) => call(routes.createFolder, { body }));

export const useUpdateDocument = () =>
  useInvalidating(({ id, body }: { id: string; body: z.input<typeof DocumentUpdateInput> }) =>
    call(routes.updateDocument, { params: { id }, body }),
  );

export const useDeleteDocument = () => useInvalidating((id: string) => call(routes.deleteDocument, { params: { id } }));

export const useDeleteDocumentFile = () => useInvalidating((id: string) => call(routes.deleteDocumentFile, { params: { id } }));

/** Fetches the file with the session's token and hands it to the browser as a download. */
export async function downloadDocument(doc: { id: string; documentName: string | null }): Promise<void> {
  saveFile(await download(routes.download, { params: { id: doc.id } }), doc.documentName ?? 'document');
}
