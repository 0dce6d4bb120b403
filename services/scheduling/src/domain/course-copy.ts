/** Longest course name the contract allows. */
export const COURSE_NAME_MAX = 120;

/**
 * The name of a course's copy: " (2)" appended, or the number raised when the name already ends in
 * one (a copy of a copy), so copies read the same in every language. Cut to fit the name's limit.
 */
export function copyNameOf(name: string, max: number = COURSE_NAME_MAX): string {
  const numbered = /^(.*) \((\d{1,6})\)$/.exec(name);
  const base = numbered ? numbered[1]! : name;
  const suffix = ` (${numbered ? Number(numbered[2]) + 1 : 2})`;
  return base.slice(0, max - suffix.length) + suffix;
}
