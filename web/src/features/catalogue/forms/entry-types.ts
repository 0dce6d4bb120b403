import type { SelectOption } from '../../../ui/form/form-select.tsx';

/** Spec entry types as select options: ForRegistration 0, Empty 1, Monthly 2, Yearly 3. */
export const ENTRY_TYPES: SelectOption[] = [0, 1, 2, 3].map((value) => ({ value, label: `catalogue.entryType.${value}` }));
