import type { IntlShape } from 'react-intl';
import type { StatisticsResult } from '@takt/proto/http/statistics/index';

/** Buckets the server names by a fixed key; everything else shows the label the server sent. */
const FIXED_KEYS = new Set(['total', 'unknown', 'none', 'antemeridian', 'noon', 'afternoon', 'evening', 'male', 'female']);

export const resultLabel = (intl: IntlShape, r: StatisticsResult) =>
  FIXED_KEYS.has(r.key) ? intl.formatMessage({ id: `statistics.key.${r.key}` }) : (r.label ?? r.key);

/** The labels translated all the way down, so the export shows what the screen shows. */
export const translatedRows = (intl: IntlShape, rows: readonly StatisticsResult[]): StatisticsResult[] =>
  rows.map((r) => ({ key: r.key, label: resultLabel(intl, r), amount: r.amount, nestedResults: translatedRows(intl, r.nestedResults) }));

export interface TableLine {
  id: string;
  depth: number;
  label: string;
  amount: number;
}

/** The nested results as indented lines, parents before their children. */
export function tableLines(intl: IntlShape, rows: readonly StatisticsResult[], depth = 0, path = ''): TableLine[] {
  return rows.flatMap((r) => {
    const id = `${path}/${r.key}`;
    return [{ id, depth, label: resultLabel(intl, r), amount: r.amount }, ...tableLines(intl, r.nestedResults, depth + 1, id)];
  });
}
