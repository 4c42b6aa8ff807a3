const count = (n: number) => n.toLocaleString('en-US');

/**
 * The one wording of a length bound, for every field. Inputs carry no `maxLength`: the browser would
 * cut a paste without a word and the cut text would be sent; the form says this instead and sends
 * nothing.
 */
export function tooLongMessage(max: number, length?: number): string {
  return `Use at most ${count(max)} characters${length === undefined ? '' : ` (now ${count(length)})`}.`;
}

/** The message when `text` is longer than `max`, else undefined. */
export function lengthError(text: string, max: number): string | undefined {
  return text.length > max ? tooLongMessage(max, text.length) : undefined;
}

/** For zod's `.max(max, atMost(max))`: the same words, with the length that was typed. */
export function atMost(max: number) {
  return { error: (issue: { input?: unknown }) => tooLongMessage(max, typeof issue.input === 'string' ? issue.input.length : undefined) };
}
