const shifted = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** `today`'s week (Monday to Sunday) and the first of its month, all yyyy-mm-dd. */
export function dashboardDates(today: string): { today: string; monday: string; sunday: string; firstOfMonth: string } {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = shifted(today, -weekday);
  return { today, monday, sunday: shifted(monday, 6), firstOfMonth: `${today.slice(0, 7)}-01` };
}
