import type { IntlShape } from 'react-intl';
import type { ReportTimeframe } from '@takt/proto/http/statistics/index';

/** A bucket key (`2026-03-02T18:30`, `2026-03-02`, `2026-W10`, `2026-03`) in the user's language. */
export function bucketLabel(intl: IntlShape, timeframe: ReportTimeframe, key: string): string {
  if (timeframe === 'Weeks') {
    const [year, week] = key.split('-W');
    return intl.formatMessage({ id: 'statistics.report.week' }, { year, week: Number(week) });
  }
  if (timeframe === 'Months') return intl.formatDate(`${key}-15T12:00:00`, { month: 'long', year: 'numeric' });
  const day = intl.formatDate(`${key.slice(0, 10)}T12:00:00`, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
  return timeframe === 'Hours' ? `${day} ${key.slice(11)}` : day;
}
