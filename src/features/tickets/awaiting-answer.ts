/**
 * Tickets this tab just opened: their page polls for the support answer from the start, as it
 * does after a reply. Per tab, forgotten on reload; dropped once the ticket is no longer `open`.
 */
const awaiting = new Set<string>();

export function markAwaitingAnswer(id: string): void {
  awaiting.add(id);
}

export function isAwaitingAnswer(id: string): boolean {
  return awaiting.has(id);
}

export function forgetAwaitingAnswer(id: string): void {
  awaiting.delete(id);
}
