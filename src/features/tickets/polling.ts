/** 2 s for the first tries (the mock's support answers in about 1.5 s), then slower, at most 30 s apart. */
export function answerPollDelay(attempt: number): number {
  if (attempt < 3) return 2000;
  return Math.min(30_000, Math.round(2000 * 1.5 ** (attempt - 2)));
}
