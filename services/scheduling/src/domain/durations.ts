const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Hours between two times of a day (HH:mm), two decimals (spec section 5). */
export const durationInHours = (timeFrom: string, timeTill: string): number =>
  Math.round(((minutes(timeTill) - minutes(timeFrom)) / 60) * 100) / 100;
