import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocale } from '../../../i18n/locale.tsx';
import { applyServerError, errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';

/**
 * What the statistic and the registration report share: run a request and keep it with its
 * answer (a refusal places its field errors in the form), and export what is shown as a file.
 */
export function useRunAndExport<F extends FieldValues, Request, Answer>(props: {
  form: UseFormReturn<F, unknown, unknown>;
  run(request: Request): Promise<Answer>;
  exportFile(locale: 'de' | 'en', shown: { request: Request; answer: Answer }): Promise<void>;
  /** i18n key of the notice after an export. */
  exported: string;
}) {
  const { locale } = useLocale();
  const notify = useNotify();
  const [shown, setShown] = useState<{ request: Request; answer: Answer }>();
  const [error, setError] = useState<string>();

  const load = async (request: Request) => {
    setError(undefined);
    try {
      setShown({ request, answer: await props.run(request) });
    } catch (err) {
      setShown(undefined);
      setError(applyServerError(props.form, err));
    }
  };
  const exportShown = async () => {
    if (!shown) return;
    try {
      await props.exportFile(locale, shown);
      notify({ id: props.exported });
    } catch (err) {
      setError(errorMessageId(err));
    }
  };
  return { shown, error, load, exportShown };
}
