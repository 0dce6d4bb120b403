import type { RouteContract } from '@takt/proto/http/contract';
import type { z } from 'zod';
import type { PickerSource } from '../ui/form/search-picker.tsx';
import { call } from './call.ts';
import { odataQuery } from './odata.ts';

/** How many matches a picker shows: enough to pick from, few enough to read. */
export const PICKER_MATCHES = 20;

type Person = { id: string; fullName: string };

/** A picker over an OData list of people: each typed word must occur in one of `fields`; labelled "Last name, first name". */
export function peopleSource<R extends z.ZodType<{ value: Person[] }>>(
  key: readonly unknown[],
  contract: RouteContract<z.ZodType, z.ZodType, R>,
  fields: readonly string[],
): PickerSource {
  return {
    key,
    search: async (text) => {
      const query = odataQuery({ top: PICKER_MATCHES, skip: 0, count: false, search: { text, fields, words: true } });
      const list = (await call(contract, { query })) as { value: Person[] };
      return list.value.map((p) => ({ value: p.id, label: p.fullName }));
    },
  };
}
