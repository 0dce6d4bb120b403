import { ApiFailure } from '../../../api/client.ts';

/**
 * A dialog adds one entry to a list the server replaces whole (AddMultiple): the server's field
 * errors name `<list>.<index>.<field>`; the dialog's form knows only `<field>`.
 */
export async function asOneEntry<T>(list: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ApiFailure) || err.body.code !== 'validation_failed') throw err;
    const details = err.body.details as { fields?: { field: string; message: string }[] } | undefined;
    const prefix = new RegExp(`^${list}\\.\\d+\\.`);
    const fields = (details?.fields ?? []).map((f) => ({ ...f, field: f.field.replace(prefix, '') }));
    throw new ApiFailure(err.status, { ...err.body, details: { ...details, fields } });
  }
}
