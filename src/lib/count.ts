import { formatNumber } from './format';

/**
 * A link to a whole collection that reads naturally at any size: "No keys yet", "1 key",
 * "All 12 keys" (never "All 0 keys" or "All 1 keys").
 */
export function allOf(count: number, one: string, many: string): string {
  if (count === 0) return `No ${many} yet`;
  if (count === 1) return `1 ${one}`;
  return `All ${formatNumber(count)} ${many}`;
}
