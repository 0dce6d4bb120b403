import { useMutation, useQueryClient } from '@tanstack/react-query';
import { excelContracts as routes, type ExcelResult } from '@takt/proto/http/documents/excel';
import type { ExcelCulture, ExcelTemplate } from '@takt/proto/http/documents/excel-templates';
import { call, download, saveFile } from '../../../api/call.ts';
import { send } from '../../../api/client.ts';
import { excelKeys } from './excel-keys.ts';

export { excelKeys };
export type ExcelKind = 'import' | 'export';

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: excelKeys.all });
}

/** ImportExcelFile: the answer (success and the log with row numbers) shows on the page. */
export function useImportExcel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ file, template, culture }: { file: File; template: ExcelTemplate; culture: ExcelCulture }) => {
      const form = new FormData();
      form.append('ImportTemplate', template);
      form.append('Culture', culture);
      form.append('File', file);
      return send<ExcelResult>({ method: routes.importExcelFile.method, path: routes.importExcelFile.path, body: form });
    },
    onSettled: invalidate,
  });
}

export function useExportExcel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { exportTemplate: ExcelTemplate; culture: ExcelCulture }) => call(routes.exportExcelFile, { body }),
    onSettled: invalidate,
  });
}

export async function downloadTemplate(template: ExcelTemplate, culture: ExcelCulture): Promise<void> {
  saveFile(await download(routes.downloadTemplate, { params: { template, culture } }), `${template}_${culture}.xlsx`);
}

export async function downloadExcelFile(kind: ExcelKind, path: string, name: string): Promise<void> {
  const contract = kind === 'import' ? routes.downloadFile : routes.downloadExportedFile;
  saveFile(await download(contract, { params: { path } }), name);
}

export function useDeleteExcelFile(kind: ExcelKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (path: string) => call(kind === 'import' ? routes.deleteFile : routes.deleteExportedFile, { params: { path } }),
    onSuccess: invalidate,
  });
}
