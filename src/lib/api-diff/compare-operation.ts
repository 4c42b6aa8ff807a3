import { compareSchemas, type SchemaContext } from './compare-schema';
import {
  parametersOf,
  requestBodyOf,
  successResponsesOf,
  type Body,
  type Operation,
} from './operations';
import type { Resolver } from './refs';
import type { Extra, Finding } from './types';

export interface Sides {
  ours: Resolver;
  theirs: Resolver;
  findings: Finding[];
  extras: Extra[];
}

function context(
  sides: Sides,
  op: Operation,
  where: string,
  direction: SchemaContext['direction'],
): SchemaContext {
  return { ...sides, operation: op.label, where, direction };
}

function compareParameters(sides: Sides, op: Operation, other: Operation): void {
  const mine = parametersOf(op, sides.ours);
  const theirs = parametersOf(other, sides.theirs);
  for (const [key, param] of mine) {
    const assumed = param.assumed ?? op.assumed;
    const match = theirs.get(key);
    if (!match) {
      const place = String(param.node.in);
      const instead = [...theirs.entries()]
        .filter(([other, candidate]) => !mine.has(other) && candidate.node.in === place)
        .map(([, candidate]) => String(candidate.node.name));
      sides.findings.push({
        operation: op.label,
        where: param.label,
        kind: 'missing',
        detail: instead.length
          ? `parameter missing in theirs (theirs has ${place} parameter ${instead.join(', ')})`
          : 'parameter missing in theirs',
        assumed,
        ...(instead.length ? { instead } : {}),
        about: { what: 'parameter-missing', name: String(param.node.name) },
      });
      continue;
    }
    if ((param.node.required === true) !== (match.node.required === true)) {
      const detail =
        param.node.required === true
          ? 'required in ours, optional in theirs'
          : 'optional in ours, required in theirs';
      sides.findings.push({
        operation: op.label,
        where: param.label,
        kind: 'differs',
        detail,
        assumed,
      });
    }
    compareSchemas(
      context(sides, op, param.label, 'request'),
      param.node.schema,
      match.node.schema,
      assumed,
    );
  }
  for (const [key, param] of theirs) {
    if (mine.has(key)) continue;
    if (param.node.required === true) {
      const detail = 'required in theirs, never sent by ours';
      sides.findings.push({
        operation: op.label,
        where: param.label,
        kind: 'differs',
        detail,
        assumed: op.assumed,
        about: { what: 'newly-required', name: String(param.node.name) },
      });
    } else sides.extras.push({ operation: op.label, where: param.label });
  }
}

function compareRequestBodies(sides: Sides, op: Operation, other: Operation): void {
  const mine = requestBodyOf(op, sides.ours);
  const theirs = requestBodyOf(other, sides.theirs);
  const push = (
    kind: Finding['kind'],
    detail: string,
    assumed = mine?.assumed ?? op.assumed,
  ): void => {
    sides.findings.push({ operation: op.label, where: 'request body', kind, detail, assumed });
  };
  if (!mine) {
    if (theirs?.required) push('differs', 'none in ours, required in theirs', op.assumed);
    return;
  }
  if (!theirs) return push('missing', 'request body missing in theirs');
  if (mine.required !== theirs.required)
    push(
      'differs',
      mine.required
        ? 'required in ours, optional in theirs'
        : 'optional in ours, required in theirs',
    );
  compareSchemas(
    context(sides, op, 'request body', 'request'),
    mine.schema,
    theirs.schema,
    mine.assumed ?? op.assumed,
  );
}

function compareResponses(sides: Sides, op: Operation, other: Operation): void {
  const theirs = successResponsesOf(other, sides.theirs);
  for (const [code, mine] of successResponsesOf(op, sides.ours)) {
    const assumed = mine.assumed ?? op.assumed;
    const where = `response ${code}`;
    let match = theirs.get(code);
    if (!match) {
      const [otherCode, otherResponse] = [...theirs.entries()][0] ?? [];
      if (!otherResponse) {
        sides.findings.push({
          operation: op.label,
          where,
          kind: 'missing',
          detail: 'no success response in theirs',
          assumed,
        });
        continue;
      }
      sides.findings.push({
        operation: op.label,
        where,
        kind: 'differs',
        detail: `status ${code} in ours, ${otherCode} in theirs`,
        assumed,
      });
      match = otherResponse;
    }
    compareHeaders(sides, op, where, mine, match, assumed);
    if (mine.schema === undefined) continue;
    if (match.schema === undefined) {
      sides.findings.push({
        operation: op.label,
        where,
        kind: 'differs',
        detail: 'JSON body in ours, no body described in theirs',
        assumed,
      });
      continue;
    }
    compareSchemas(context(sides, op, where, 'response'), mine.schema, match.schema, assumed);
  }
}

/** The headers a success response names (the rate-limit headers): ours missing in theirs. */
function compareHeaders(
  sides: Sides,
  op: Operation,
  where: string,
  mine: Body,
  theirs: Body,
  assumed: Finding['assumed'],
): void {
  const theirNames = theirs.headers ?? [];
  const instead = theirNames.filter((name) => !(mine.headers ?? []).includes(name));
  for (const name of mine.headers ?? []) {
    if (theirNames.includes(name)) continue;
    sides.findings.push({
      operation: op.label,
      where: `${where}: header ${name}`,
      kind: 'missing',
      detail: instead.length
        ? `header missing in theirs (theirs has ${instead.join(', ')})`
        : 'header missing in theirs',
      assumed,
      ...(instead.length ? { instead } : {}),
      about: { what: 'header-missing', name },
    });
  }
}

/** Parameters, request body and success responses of one operation present in both documents. */
export function compareOperation(sides: Sides, op: Operation, other: Operation): void {
  compareParameters(sides, op, other);
  compareRequestBodies(sides, op, other);
  compareResponses(sides, op, other);
}
