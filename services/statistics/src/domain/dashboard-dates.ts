import { plusDays } from '@takt/proto';

/** `today`'s week (Monday to Sunday) and the first of its month, all yyyy-mm-dd. */
export function dashboardDates(today: string): { today: string; monday: string; sunday: string; firstOfMonth: string } {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = plusDays(today, -weekday);
  return { today, monday, sunday: plusDays(monday, 6), firstOfMonth: `${today.slice(0, 7)}-01` };
}
