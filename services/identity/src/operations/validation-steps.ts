import { z } from 'zod';

const Email = z.email();

/** The id when it is a uuid; the validation posts accept anything there and never fail on it. */
export const uuidOrNull = (id: string | null | undefined) => (id && z.uuid().safeParse(id).success ? id : null);

export const isEmail = (address: string) => Email.safeParse(address).success;
