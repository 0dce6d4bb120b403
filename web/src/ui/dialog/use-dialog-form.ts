import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useDirtyGuard } from '../form/dirty-guard.tsx';
import { applyServerError } from '../form/server-errors.ts';
import { useContractForm } from '../form/use-contract-form.ts';

export interface DialogFormOptions<S extends z.ZodType<FieldValues, FieldValues>, R> {
  open: boolean;
  onClose(): void;
  save(body: z.output<S>): Promise<R>;
  /** After a save the dialog closed: the snackbar and whatever follows (e.g. opening the new row). */
  onSaved(result: R): void;
  /** Keep what was saved as the form's values (an edit dialog of a page that stays open). */
  keepSaved?: boolean;
}

/**
 * A contract form inside a FormDialog: the dirty guard while open, Cancel resets, Save sends,
 * closes on success and maps the server's errors onto the fields or the form otherwise.
 */
export function useDialogForm<S extends z.ZodType<FieldValues, FieldValues>, R>(
  schema: S,
  initial: DefaultValues<z.input<S>>,
  opts: DialogFormOptions<S, R>,
) {
  const form = useContractForm(schema, initial);
  const [error, setError] = useState<string>();
  const guard = useDirtyGuard(opts.open && form.formState.isDirty);
  const close = () => {
    form.reset(initial);
    setError(undefined);
    opts.onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      const result = await opts.save(body);
      guard.release();
      form.reset(opts.keepSaved ? (body as DefaultValues<z.input<S>>) : initial);
      opts.onClose();
      opts.onSaved(result);
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  return { form, guard, close, submit, error };
}
