import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from './validation-messages.ts';

/**
 * A react-hook-form bound to a zod schema from proto: the form checks exactly what the server
 * checks, and field errors carry i18n keys (see validation-messages.ts).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, { error: (iss) => issueMessage(iss) }),
    defaultValues,
    // Checked on submit, then live while the user corrects: errors never appear (and shift the
    // layout) just because focus left an empty field.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
