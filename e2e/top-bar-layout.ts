/**
 * The top bar's layout checks shared by e2e/top-bar-holds.spec.ts and e2e/top-bar-together.spec.ts:
 * the bar does not overflow, stays one line, and no two of its visible items overlap.
 */
import { expect } from './fixtures';

export interface BarItem {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface BarLayout {
  items: BarItem[];
  width: number;
  scrollWidth: number;
  height: number;
  window: number;
}

/**
 * `edge`: how far past the window's edges an item may be drawn (for boxes cut by a clipping
 * ancestor, whose edges fall between pixels), and with it, that no item starts left of the window.
 */
export function expectBarLayout(found: BarLayout, label: string, edge?: number): void {
  expect(found.scrollWidth, `${label}: the bar does not overflow`).toBeLessThanOrEqual(found.width);
  expect(found.height, `${label}: one line`).toBeLessThanOrEqual(57);
  const leaves = found.items.filter((a) => !found.items.some((b) => b !== a && b.left >= a.left && b.right <= a.right && b.top >= a.top && b.bottom <= a.bottom));
  const overlaps: string[] = [];
  for (const [i, a] of leaves.entries()) {
    expect(a.right, `${label}: ${a.name} inside the window`).toBeLessThanOrEqual(found.window + (edge ?? 0));
    if (edge !== undefined) expect(a.left, `${label}: ${a.name} inside the window`).toBeGreaterThanOrEqual(-edge);
    for (const b of leaves.slice(i + 1)) {
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps.push(`${a.name} × ${b.name}`);
    }
  }
  expect(overlaps, `${label}: overlapping`).toEqual([]);
}
