import { compareSchemas, type SchemaContext } from './compare-schema';
import {
  parametersOf,
  requestBodyOf,
  statusesOf,
  successResponsesOf,
  type Body,
  type Operation,
} from './operations';
import type { Resolver } from './refs';
import type { About, Extra, Finding } from './types';

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
        ...(param.node.required === true
          ? {}
          : { about: { what: 'now-required' as const, name: String(param.node.name) } }),
      });
    }
    if (match.node.deprecated === true && param.node.deprecated !== true)
      sides.findings.push({
        operation: op.label,
        where: param.label,
        kind: 'differs',
        detail: 'deprecated in theirs',
        assumed,
        about: { what: 'deprecated', sunset: null },
      });
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
    about: About,
    assumed = mine?.assumed ?? op.assumed,
  ): void => {
    sides.findings.push({
      operation: op.label,
      where: 'request body',
      kind,
      detail,
      assumed,
      about,
    });
  };
  if (!mine) {
    if (theirs?.required)
      push(
        'differs',
        'none in ours, required in theirs',
        { what: 'body', change: 'now-required', ours: 'none' },
        op.assumed,
      );
    return;
  }
  if (!theirs)
    return push('missing', 'request body missing in theirs', { what: 'body', change: 'missing' });
  compareMedia(sides, op, 'request body', mine, theirs, mine.assumed ?? op.assumed);
  if (mine.required !== theirs.required)
    push(
      'differs',
      mine.required
        ? 'required in ours, optional in theirs'
        : 'optional in ours, required in theirs',
      { what: 'body', change: mine.required ? 'now-optional' : 'now-required' },
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
  const ours = successResponsesOf(op, sides.ours);
  for (const [code, mine] of ours) {
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
          about: { what: 'no-success', status: code.toUpperCase() },
        });
        continue;
      }
      sides.findings.push({
        operation: op.label,
        where,
        kind: 'differs',
        detail: `status ${code} in ours, ${otherCode} in theirs`,
        assumed,
        about: {
          what: 'status-missing',
          status: code.toUpperCase(),
          instead: [...theirs.keys()].filter((other) => !/^2/.test(other) || !ours.has(other)),
        },
      });
      match = otherResponse;
    }
    compareHeaders(sides, op, where, mine, match, assumed);
    compareMedia(sides, op, where, mine, match, assumed);
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
  const instead = theirNames.filter(
    (name) => !(mine.headers ?? []).includes(name) && !LIFECYCLE_HEADERS.has(name),
  );
  for (const name of instead)
    sides.extras.push({ operation: op.label, where: `${where}: header ${name}` });
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

/** A JSON media type ours sends or reads that theirs no longer lists (others added are extras). */
function compareMedia(
  sides: Sides,
  op: Operation,
  where: string,
  mine: Body,
  theirs: Body,
  assumed: Finding['assumed'],
): void {
  if (mine.media.length === 0 || theirs.media.length === 0) return;
  for (const media of mine.media) {
    if (theirs.media.includes(media)) continue;
    const instead = theirs.media.filter((other) => !mine.media.includes(other));
    sides.findings.push({
      operation: op.label,
      where,
      kind: 'differs',
      detail: `media type ${media} in ours, ${instead.join(', ') || '(none)'} in theirs`,
      assumed,
      about: { what: 'media-missing', media, instead },
    });
  }
  for (const media of theirs.media)
    if (!mine.media.includes(media))
      sides.extras.push({ operation: op.label, where: `${where}: media type ${media}` });
}

/** Error statuses (4XX, 5XX, default): ours theirs no longer lists, and theirs ours does not know. */
function compareStatuses(sides: Sides, op: Operation, other: Operation): void {
  const mine = statusesOf(op).filter((code) => !/^2/.test(code));
  const theirs = statusesOf(other).filter((code) => !/^2/.test(code));
  for (const status of mine.filter((code) => !theirs.includes(code)))
    sides.findings.push({
      operation: op.label,
      where: `response ${status}`,
      kind: 'missing',
      detail: `status ${status} missing in theirs`,
      assumed: op.assumed,
      about: { what: 'status-missing', status, instead: [] },
    });
  for (const status of theirs.filter((code) => !mine.includes(code)))
    sides.findings.push({
      operation: op.label,
      where: `response ${status}`,
      kind: 'differs',
      detail: `status ${status} only in theirs`,
      assumed: op.assumed,
      about: { what: 'status-added', status, instead: [] },
    });
}

const alternatives = (security: string[][]) => security.map((schemes) => schemes.join(' + '));

/** Whether theirs still takes the key the way ours does (any alternative ours lists, or none needed). */
function compareSecurity(sides: Sides, op: Operation, other: Operation): void {
  const mine = alternatives(op.security);
  const theirs = alternatives(other.security);
  if (theirs.length === 0 || theirs.includes('')) return;
  if (mine.some((way) => theirs.includes(way))) return;
  sides.findings.push({
    operation: op.label,
    where: '',
    kind: 'differs',
    detail: `security ${mine.join(' or ') || '(none)'} in ours, ${theirs.join(' or ')} in theirs`,
    assumed: op.assumed,
    about: { what: 'security', ours: mine, theirs },
  });
}

/** Response headers that announce an end: Deprecation (RFC 9745) and Sunset (RFC 8594). */
const LIFECYCLE_HEADERS = new Set(['deprecation', 'sunset']);

/**
 * Deprecation and sunset as a document says them: `deprecated: true` (OpenAPI), an `x-sunset`
 * date on the operation (the extension API guidelines use for the Sunset header's date), or a
 * Deprecation or Sunset header its answers declare.
 */
function compareLifecycle(sides: Sides, op: Operation, other: Operation): void {
  const announced = (operation: Operation, resolve: Sides['ours']) =>
    operation.node.deprecated === true ||
    operation.node['x-sunset'] !== undefined ||
    [...successResponsesOf(operation, resolve).values()].some((body) =>
      (body.headers ?? []).some((name) => LIFECYCLE_HEADERS.has(name)),
    );
  if (announced(op, sides.ours) || !announced(other, sides.theirs)) return;
  const sunset = other.node['x-sunset'];
  sides.findings.push({
    operation: op.label,
    where: '',
    kind: 'differs',
    detail:
      typeof sunset === 'string'
        ? `deprecated in theirs, sunset ${sunset}`
        : 'deprecated in theirs',
    assumed: op.assumed,
    about: { what: 'deprecated', sunset: typeof sunset === 'string' ? sunset : null },
  });
}

/** Parameters, request body, responses, security and lifecycle of one operation in both documents. */
export function compareOperation(sides: Sides, op: Operation, other: Operation): void {
  compareLifecycle(sides, op, other);
  compareSecurity(sides, op, other);
  compareParameters(sides, op, other);
  compareRequestBodies(sides, op, other);
  compareResponses(sides, op, other);
  compareStatuses(sides, op, other);
}
