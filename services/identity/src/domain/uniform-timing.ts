/**
 * Runs fn and answers no sooner than `minMs` after the start, so an answer's timing does not tell
 * whether there was work to do (e.g. whether an e-mail address exists).
 */
export async function atLeast<T>(minMs: number, fn: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await fn();
  } finally {
    const rest = minMs - (Date.now() - start);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}
