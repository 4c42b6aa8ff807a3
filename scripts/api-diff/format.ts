import type { DiffReport, Extra, Finding } from '../../src/lib/api-diff/types';

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function findingLines(findings: Finding[]): string[] {
  if (!findings.length) return ['  (none)'];
  const lines: string[] = [];
  for (const [operation, items] of groupBy(findings, (f) => f.operation)) {
    lines.push(`  ${operation}`);
    let lastReason: string | null = null;
    for (const finding of items) {
      lines.push(`    - ${finding.where ? `${finding.where}: ` : ''}${finding.detail}`);
      // The reason is said once per run of findings sharing it, not after every line.
      if (finding.assumed && finding.assumed !== lastReason)
        lines.push(`      assumed: ${finding.assumed}`);
      lastReason = finding.assumed;
    }
  }
  return lines;
}

function extraLines(extras: Extra[]): string[] {
  const operations = extras.filter((e) => !e.where);
  const parts = extras.filter((e) => e.where);
  const lines: string[] = [];
  if (operations.length)
    lines.push('  operations:', ...operations.map((e) => `    ${e.operation}`));
  if (parts.length)
    lines.push('  fields and parameters:', ...parts.map((e) => `    ${e.operation} — ${e.where}`));
  return lines.length ? lines : ['  (none)'];
}

const operationCount = (findings: Finding[]) => new Set(findings.map((f) => f.operation)).size;

/** The report printed by `npm run api:diff`: assumptions first, then what the spec states. */
export function formatReport(report: DiffReport, labels: { ours: string; theirs: string }): string {
  const assumed = report.findings.filter((f) => f.assumed);
  const stated = report.findings.filter((f) => !f.assumed);
  const addedOperations = report.extras.filter((e) => !e.where).length;
  return [
    'api:diff',
    `  ours:   ${labels.ours} (${report.operations.ours} operations)`,
    `  theirs: ${labels.theirs} (${report.operations.theirs} operations)`,
    '',
    `Assumed by us (x-assumed), missing or different in theirs: ${assumed.length}`,
    ...findingLines(assumed),
    '',
    `Stated by the spec, missing or different in theirs: ${stated.length}`,
    ...findingLines(stated),
    '',
    `In theirs, not in ours: ${report.extras.length}`,
    ...extraLines(report.extras),
    '',
    'Summary',
    `  operations: ${report.operations.ours} ours, ${report.operations.theirs} theirs, ${report.operations.matched} in both`,
    `  assumed items missing or different: ${assumed.length} (in ${operationCount(assumed)} operations)`,
    `  stated items missing or different: ${stated.length} (in ${operationCount(stated)} operations)`,
    `  assumed operations confirmed unchanged: ${report.confirmed.length} of ${report.assumedOperations}`,
    `  theirs only: ${addedOperations} operations, ${report.extras.length - addedOperations} fields or parameters`,
    report.findings.length
      ? `Result: ${report.findings.length} of our items are missing or different in theirs.`
      : 'Result: everything in ours is in theirs, the same.',
  ].join('\n');
}
