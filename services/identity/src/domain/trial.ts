export const TRIAL_DAYS = 14;
export const TRIAL_ENDING_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

/** Days left of the 14-day trial, rounded up and never negative; -1 when there is no trial. */
export function trialDaysLeft(trialBeginDate: Date | null, now: Date = new Date()): number {
  if (!trialBeginDate) return -1;
  const end = trialBeginDate.getTime() + TRIAL_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export function trialEndingSoon(daysLeft: number): boolean {
  return daysLeft !== -1 && daysLeft <= TRIAL_ENDING_SOON_DAYS;
}
