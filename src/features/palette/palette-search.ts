import type { PaletteEntry, PaletteGroup } from './palette-entries';

/** At most this many rows per group; the rest are counted so the person knows to type more. */
export const GROUP_LIMIT = 8;

const GROUP_ORDER: readonly PaletteGroup[] = [
  'Actions',
  'Pages',
  'Instances',
  'Volumes',
  'Reserved IPs',
  'VPCs',
  'API keys',
];

export interface ResultGroup {
  group: PaletteGroup;
  entries: PaletteEntry[];
  /** Matches not shown because of GROUP_LIMIT. */
  hidden: number;
}

/** 0: the label starts with the text; 1: the label holds it; 2: another term (ID, IP) holds it. */
function rank(entry: PaletteEntry, needle: string): number | null {
  const label = entry.label.toLowerCase();
  if (label.startsWith(needle)) return 0;
  if (label.includes(needle)) return 1;
  return entry.terms.some((term) => term.toLowerCase().includes(needle)) ? 2 : null;
}

/**
 * Substring, case-insensitive match on each entry's terms. Empty text lists only pages and actions
 * (resources appear once something is typed). Groups with a better best match come first.
 */
export function searchPalette(entries: readonly PaletteEntry[], text: string): ResultGroup[] {
  const needle = text.trim().toLowerCase();
  const byGroup = new Map<PaletteGroup, Array<{ entry: PaletteEntry; rank: number }>>();
  for (const entry of entries) {
    let score: number | null;
    if (needle) score = rank(entry, needle);
    else score = entry.group === 'Pages' || entry.group === 'Actions' ? 0 : null;
    if (score === null) continue;
    const list = byGroup.get(entry.group) ?? [];
    list.push({ entry, rank: score });
    byGroup.set(entry.group, list);
  }
  const groups = [...byGroup.entries()].map(([group, matches]) => {
    matches.sort((a, b) => a.rank - b.rank);
    return { group, best: matches[0]?.rank ?? 3, matches };
  });
  groups.sort(
    (a, b) => a.best - b.best || GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group),
  );
  return groups.map(({ group, matches }) => ({
    group,
    entries: matches.slice(0, GROUP_LIMIT).map((match) => match.entry),
    hidden: Math.max(0, matches.length - GROUP_LIMIT),
  }));
}
