const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;

/** 30 s, 60 s, 120 s ... at most 15 minutes: each further failed login doubles the wait. */
export function delaySeconds(failuresPastLimit: number, first = FIRST_DELAY_SECONDS): number {
  return Math.min(MAX_DELAY_SECONDS, first * 2 ** Math.min(failuresPastLimit, 20));
}
