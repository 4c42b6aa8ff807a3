/**
 * What the live document's differences mean for the console (docs/drift.md): each difference the
 * shared comparison finds (src/lib/api-diff, the same code as `npm run api:diff`), with the console
 * pages it touches and, where a checked panel reads the field (src/api/reads/panels.ts), which
 * panel; and a verdict per page: works, works with differences, or will fail.
 */
import type { MessageDescriptor } from '@lingui/core';
import { PANEL_READS } from '@/api/reads/panels';
import { readFields, type PanelReads, type ReadField } from '@/api/reads/read-check';
import type { DiffReport, Finding } from '@/lib/api-diff/types';
import { CONSOLE_PAGES, consolePageFor } from '@/lib/console-pages';

export type Verdict = 'works' | 'differs' | 'fails';

/** One difference as it touches one page (through a panel that reads the field, or the page's operation). */
export interface Touch {
  page: string;
  label: MessageDescriptor;
  panel: PanelReads | undefined;
  /** The field the panel reads, as it spells it ("months", "items[].status"). */
  field: string | undefined;
  verdict: Verdict;
}

/** One kind of difference, across the operations that show it (the rate-limit headers are in every one). */
export interface DifferenceGroup {
  /** The first finding: what is said in words. */
  finding: Finding;
  /** The field, parameter or header ("months", "query parameter q"), without the response's status. */
  place: string;
  operations: string[];
  touches: Touch[];
  verdict: Verdict;
}

export interface PageVerdict {
  page: string;
  label: MessageDescriptor;
  verdict: Verdict;
  /** How many differences touch it. */
  differences: number;
}

export interface Compatibility {
  groups: DifferenceGroup[];
  pages: PageVerdict[];
}

const RANK: Record<Verdict, number> = { works: 0, differs: 1, fails: 2 };
const worst = (verdicts: Verdict[]): Verdict =>
  verdicts.reduce<Verdict>((a, b) => (RANK[b] > RANK[a] ? b : a), 'works');

/** "response 200: items[].status" → "items[].status"; "query parameter q" stays. */
export function placeOf(finding: Finding): string {
  const match = /^(?:response \w+|request body)(?:: (.*))?$/.exec(finding.where);
  if (!match) return finding.where;
  return match[1] ?? (finding.where.startsWith('request body') ? 'request body' : '');
}

const isRead = (operation: string) => operation.startsWith('GET ');
/** The console's forms that follow the live document: a field it newly requires is shown and sent (docs/drift.md). */
export const LIVE_FORMS: ReadonlySet<string> = new Set(['POST /instances', 'POST /volumes']);

/**
 * What the console holds to the live document's bounds (docs/drift.md, "Limits the live document
 * sets"): the fields its forms send (field-bounds.ts) and every query parameter of the paginated
 * lists (live-bounds.ts). A tighter bound there is refused or not offered before sending.
 */
const HELD_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'POST /instances': ['name'],
  'POST /volumes': ['name', 'sizeGb'],
  'POST /vpcs': ['name', 'ipRange'],
  'POST /api-keys': ['name', 'scope', 'expiresInDays'],
  'POST /tickets': ['subject', 'message'],
  'POST /monitoring/alert-policies': ['name', 'metric', 'thresholdPercent', 'durationMinutes'],
  'PATCH /monitoring/alert-policies/{id}': ['name', 'thresholdPercent', 'durationMinutes'],
  'POST /webhooks/endpoints': ['url', 'description'],
  'PATCH /webhooks/endpoints/{id}': ['url', 'description'],
  'POST /wallet/payments': ['amountCents'],
};
const HELD_LISTS: ReadonlySet<string> = new Set([
  'GET /backups',
  'GET /backups/servers',
  'GET /monitoring/servers',
  'GET /tickets',
  'GET /wallet/transactions',
]);

/** Whether the console holds what it sends at this place to the live document's bounds. */
export function heldToLive(finding: Finding): boolean {
  if (finding.where.startsWith('query parameter ')) return HELD_LISTS.has(finding.operation);
  const field = /^request body: ([^.[\]]+)$/.exec(finding.where)?.[1];
  return field !== undefined && (HELD_FIELDS[finding.operation] ?? []).includes(field);
}

const inResponse = (finding: Finding) => finding.where.startsWith('response ');
/** Whether the difference is in what the console sends (a parameter, the request body), not in what it reads. */
export const sends = (finding: Finding) =>
  finding.where.startsWith('request body') || / parameter /.test(finding.where);
const isJson = (media: string) => /[/+]json\b/.test(media);

/**
 * The verdict of a kind that says by itself what it does to a page, with its direction: a tighter
 * constraint on what the console sends may be refused while the console still sends the old
 * values; on what it only reads it is harmless (a looser one is judged by the panel that reads it).
 * Undefined: the kind is judged as before (pageVerdict).
 */
function kindVerdict(finding: Finding): Verdict | undefined {
  const about = finding.about;
  switch (about?.what) {
    case 'bound':
      return sends(finding) && about.tighter ? 'differs' : 'works';
    case 'status-missing':
      // A success under another code still reads as one; an error no longer listed changes nothing.
      return about.instead.length > 0 ? 'differs' : 'works';
    case 'no-success':
      // The console reads what comes by its contract.
      return 'differs';
    case 'status-added':
    case 'deprecated':
      return 'differs';
    case 'media-missing':
      return !sends(finding) && about.instead.some(isJson) ? 'differs' : 'fails';
    case 'security':
      return 'fails';
    case 'now-required':
      return sends(finding) ? 'differs' : undefined;
    case 'body':
      // A body the console never sends, now required, is refused every time.
      if (about.change === 'now-optional') return 'works';
      return about.ours === 'none' ? 'fails' : 'differs';
    case 'values':
      // Fewer values are harmless on what the console reads, and may be refused on what it sends.
      return (about.change === 'listed') === sends(finding) ? 'differs' : 'works';
    case 'default':
      return 'differs';
    case 'items-open':
      return sends(finding) ? 'works' : 'differs';
    default:
      return undefined;
  }
}

/** Whether the panel's read of the field still works with the difference, and how well. */
function panelVerdict(finding: Finding, field: ReadField): Verdict {
  const about = finding.about;
  if (!about) return 'differs';
  switch (about.what) {
    case 'field-missing':
      return field.optional ? 'differs' : 'fails';
    case 'type': {
      const others = about.theirs.filter(
        (type) =>
          !(
            type === field.type ||
            (type === 'integer' && field.type === 'number') ||
            (type === 'null' && field.nullable)
          ),
      );
      return others.length > 0 || about.theirs.length === 0 ? 'fails' : 'differs';
    }
    case 'now-optional':
      return field.optional ? 'differs' : 'fails';
    case 'bound':
      // The answer narrower than the contract stays within what the panel shows.
      return about.tighter ? 'works' : 'differs';
    default:
      return 'differs';
  }
}

/** Without a checked panel: what the difference does to the page by what it is. */
function pageVerdict(finding: Finding, checkedOperation: boolean): Verdict {
  const what = finding.about?.what;
  if (what === 'operation-missing') return 'fails';
  // A form that follows the live document asks for the field (use-live-body.ts); any other fails.
  if (what === 'newly-required') return LIVE_FORMS.has(finding.operation) ? 'differs' : 'fails';
  if (
    inResponse(finding) &&
    isRead(finding.operation) &&
    !checkedOperation &&
    (what === 'field-missing' || what === 'type')
  )
    return 'fails';
  return 'differs';
}

export function assessCompatibility(report: DiffReport): Compatibility {
  const byKey = new Map<string, DifferenceGroup>();
  const fieldsOf = new Map(PANEL_READS.map((panel) => [panel, readFields(panel.schema)]));
  for (const finding of report.findings) {
    const place = placeOf(finding);
    // What the console sends and what it reads are said apart, even at one place in like words.
    const key = `${sends(finding) ? 'sends' : 'reads'}\u0000${place}\u0000${finding.detail}`;
    let group = byKey.get(key);
    if (!group) {
      group = { finding, place, operations: [], touches: [], verdict: 'works' };
      byKey.set(key, group);
    }
    group.operations.push(finding.operation);
    const panels = PANEL_READS.filter((panel) => panel.operation === finding.operation);
    let touchedByPanel = false;
    if (inResponse(finding)) {
      for (const panel of panels) {
        const field = fieldsOf.get(panel)?.find((read) => read.path === place);
        if (!field) continue;
        touchedByPanel = true;
        const verdict = panelVerdict(finding, field);
        if (verdict !== 'works')
          group.touches.push({
            page: panel.page,
            label: panel.pageLabel,
            panel,
            field: field.path,
            verdict,
          });
      }
    }
    const page = consolePageFor(finding.operation);
    if (!touchedByPanel && page) {
      const verdict =
        kindVerdict(finding) ??
        (inResponse(finding) && panels.length > 0 && !finding.about?.what.startsWith('header')
          ? 'works'
          : pageVerdict(finding, panels.length > 0));
      // A field no checked panel reads: the page does not depend on it.
      if (verdict !== 'works')
        group.touches.push({
          page: page.to,
          label: page.label,
          panel: undefined,
          field: undefined,
          verdict,
        });
    }
  }
  const groups = [...byKey.values()];
  for (const group of groups) {
    group.touches = dedupe(group.touches);
    group.verdict = worst(group.touches.map((touch) => touch.verdict));
  }
  groups.sort((a, b) => RANK[b.verdict] - RANK[a.verdict]);
  const pages = new Map<string, PageVerdict>();
  for (const page of Object.values(CONSOLE_PAGES))
    if (!pages.has(page.to))
      pages.set(page.to, { page: page.to, label: page.label, verdict: 'works', differences: 0 });
  for (const group of groups) {
    for (const touch of group.touches) {
      const entry = pages.get(touch.page) ?? {
        page: touch.page,
        label: touch.label,
        verdict: 'works',
        differences: 0,
      };
      entry.verdict = worst([entry.verdict, touch.verdict]);
      entry.differences += 1;
      pages.set(touch.page, entry);
    }
  }
  return { groups, pages: [...pages.values()].sort((a, b) => RANK[b.verdict] - RANK[a.verdict]) };
}

function dedupe(touches: Touch[]): Touch[] {
  const seen = new Map<string, Touch>();
  for (const touch of touches) {
    const key = `${touch.page}\u0000${touch.panel?.id ?? ''}`;
    const before = seen.get(key);
    if (!before || RANK[touch.verdict] > RANK[before.verdict]) seen.set(key, touch);
  }
  return [...seen.values()];
}
