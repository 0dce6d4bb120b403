// Places in a waiting line of series places: positions 1..length without gaps, 1 is next.

/** Where a newcomer joins a line of `length`: the asked place (past the end: the end); none asked: the end. */
export function joinPlace(length: number, asked?: number): number {
  return Math.max(1, Math.min(asked ?? length + 1, length + 1));
}

/** Where a member of a line of `length` moves to: the asked place, at most the last. */
export function movePlace(length: number, asked: number): number {
  return Math.max(1, Math.min(asked, length));
}

/**
 * How the others' positions shift when one moves from `from` to `to`: those in between step one
 * place towards `from` (null: nobody moves).
 */
export function shiftBetween(from: number, to: number): { lowest: number; highest: number; by: 1 | -1 } | null {
  if (from === to) return null;
  return to < from ? { lowest: to, highest: from - 1, by: 1 } : { lowest: from + 1, highest: to, by: -1 };
}
