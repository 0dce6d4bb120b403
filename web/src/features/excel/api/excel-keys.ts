import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of imported and exported Excel files starts with this key; the hub's ExcelProgress invalidates it. */
export const excelKeys = queryKeys('excel-files');
