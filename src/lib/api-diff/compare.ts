import { compareOperation, type Sides } from './compare-operation';
import { collectOperations } from './operations';
import { createResolver } from './refs';
import type { DiffReport, Extra, Node } from './types';

/** Everything of OUR document that THEIR document lacks or describes otherwise, and what it adds. */
export function compareDocuments(oursDocument: Node, theirsDocument: Node): DiffReport {
  const sides: Sides = {
    ours: createResolver(oursDocument),
    theirs: createResolver(theirsDocument),
    findings: [],
    extras: [],
  };
  const ours = collectOperations(oursDocument);
  const theirs = collectOperations(theirsDocument);
  const theirsByKey = new Map(theirs.map((op) => [op.key, op]));
  const confirmed: string[] = [];
  let matched = 0;
  for (const op of ours) {
    const other = theirsByKey.get(op.key);
    if (!other) {
      sides.findings.push({
        operation: op.label,
        where: '',
        kind: 'missing',
        detail: 'operation missing in theirs',
        assumed: op.assumed,
        about: { what: 'operation-missing' },
      });
      continue;
    }
    matched += 1;
    const before = sides.findings.length;
    compareOperation(sides, op, other);
    if (op.assumed && sides.findings.length === before) confirmed.push(op.label);
  }
  const ourKeys = new Set(ours.map((op) => op.key));
  const added = theirs
    .filter((op) => !ourKeys.has(op.key))
    .map((op): Extra => ({ operation: op.label, where: '' }));
  return {
    operations: { ours: ours.length, theirs: theirs.length, matched },
    findings: sides.findings,
    extras: [...added, ...sides.extras],
    confirmed,
    assumedOperations: ours.filter((op) => op.assumed).length,
  };
}
