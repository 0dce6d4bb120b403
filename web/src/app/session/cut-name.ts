export const NAME_LIMIT = 24;

/** Spec section 2: the selector shows at most 24 characters of a name, then an ellipsis. */
export function cutName(name: string, limit = NAME_LIMIT): string {
  const chars = [...name];
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}…` : name;
}
