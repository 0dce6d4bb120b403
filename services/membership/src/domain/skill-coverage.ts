/**
 * The share of the asked skills a trainer holds, in whole percent rounded down (two of three is
 * 66, never a generous 67). Asked for no skills, everyone covers them fully (spec section 5).
 */
export function skillCoverage(asked: readonly string[], held: ReadonlySet<string>): number {
  const wanted = new Set(asked);
  if (wanted.size === 0) return 100;
  let covered = 0;
  for (const skill of wanted) if (held.has(skill)) covered += 1;
  return Math.floor((covered * 100) / wanted.size);
}
