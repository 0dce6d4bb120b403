import { formatIban, ibanProblem, normalizeIban } from '@takt/proto';

/** The one IBAN rule (proto/src/iban.ts), answered with its problem code for the form's live check. */
export function validateIban(iban: string) {
  const problem = ibanProblem(iban);
  return { valid: problem === null, problem, electronic: normalizeIban(iban), formatted: formatIban(iban) };
}
