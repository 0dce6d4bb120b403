import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGIT = '23456789';
const SPECIAL = '#$%&*+-!?@';
const ALL = LOWER + UPPER + DIGIT + SPECIAL;

const pick = (chars: string) => chars[randomInt(chars.length)]!;

/** A password that meets the section 5 rule: one of each class, the rest from all, shuffled. */
export function randomPassword(length = 14): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGIT), pick(SPECIAL)];
  while (chars.length < Math.max(length, 8)) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
