import { normalise, type Shape } from './normalise';
import type { Resolver } from './refs';
import type { About, Assumption, Extra, Finding } from './types';

export interface SchemaContext {
  operation: string;
  /** Prefix of `where`, e.g. "response 200" or "request body". */
  where: string;
  /** Their extra required fields break our requests (bodies, parameters), not our reading of answers. */
  direction: 'request' | 'response';
  ours: Resolver;
  theirs: Resolver;
  findings: Finding[];
  extras: Extra[];
}

const list = (values: Iterable<string>) => [...values].sort().join(', ') || '(none)';
const at = (ctx: SchemaContext, path: string) => (path ? `${ctx.where}: ${path}` : ctx.where);

function differs(
  ctx: SchemaContext,
  path: string,
  detail: string,
  assumed: Assumption,
  about?: About,
): void {
  ctx.findings.push({
    operation: ctx.operation,
    where: at(ctx, path),
    kind: 'differs',
    detail,
    assumed,
    ...(about ? { about } : {}),
  });
}

const sorted = (values: Iterable<string>) => [...values].sort();
/** An enum value as the service sends it ('"rescue"' is held JSON-encoded). */
const decoded = (value: string) => {
  const parsed: unknown = JSON.parse(value);
  return typeof parsed === 'string' ? parsed : value;
};

function compareScalars(ctx: SchemaContext, path: string, ours: Shape, theirs: Shape): void {
  if (ours.types.size && list(ours.types) !== list(theirs.types)) {
    differs(
      ctx,
      path,
      theirs.types.size
        ? `type ${list(ours.types)} in ours, ${list(theirs.types)} in theirs`
        : `type ${list(ours.types)} in ours, untyped in theirs`,
      ours.assumed,
      { what: 'type', ours: sorted(ours.types), theirs: sorted(theirs.types) },
    );
  }
  if (ours.values && !theirs.values)
    differs(ctx, path, `enum ${list(ours.values)} in ours, any value in theirs`, ours.assumed, {
      what: 'values',
      change: 'open',
      values: sorted(ours.values).map(decoded),
    });
  if (!ours.values && theirs.values)
    differs(ctx, path, `any value in ours, enum ${list(theirs.values)} in theirs`, ours.assumed, {
      what: 'values',
      change: 'listed',
      values: sorted(theirs.values).map(decoded),
    });
  if (ours.values && theirs.values) {
    const lacks = [...ours.values].filter((v) => !theirs.values!.has(v));
    const adds = [...theirs.values].filter((v) => !ours.values!.has(v));
    const parts = [
      lacks.length ? `theirs lacks ${list(lacks)}` : '',
      adds.length ? `theirs adds ${list(adds)}` : '',
    ].filter(Boolean);
    if (parts.length)
      differs(ctx, path, `enum: ${parts.join('; ')}`, ours.assumed, {
        what: 'enum',
        adds: sorted(adds).map(decoded),
        lacks: sorted(lacks).map(decoded),
      });
  }
  compareBounds(ctx, path, ours, theirs);
}

const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems']);
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems']);

/** Whether theirs allows less than ours under one constraint (a bound added counts as tighter). */
function isTighter(key: string, ours: string | undefined, theirs: string | undefined): boolean {
  if (theirs === undefined) return false;
  if (ours === undefined) return true;
  if (LOWER.has(key)) return Number(theirs) > Number(ours);
  if (UPPER.has(key)) return Number(theirs) < Number(ours);
  return key === 'pattern'; // another pattern: what ours allows may not match it
}

/**
 * Constraints in both directions: on what the console sends, a tighter one means the service may
 * refuse a value the console still sends; on what it reads, a looser one means values the console
 * may not expect (compatibility.ts decides what either does to a page).
 */
function compareBounds(ctx: SchemaContext, path: string, ours: Shape, theirs: Shape): void {
  for (const key of new Set([...ours.bounds.keys(), ...theirs.bounds.keys()])) {
    const a = ours.bounds.get(key);
    const b = theirs.bounds.get(key);
    if (a === b) continue;
    const detail = `${key} ${a ?? '(none)'} in ours, ${b ?? '(none)'} in theirs`;
    // A default is no constraint: it says what the service assumes when a request leaves it out.
    if (key === 'default') {
      if (ctx.direction === 'request')
        differs(ctx, path, detail, ours.assumed, {
          what: 'default',
          ours: a === undefined ? null : decoded(a),
          theirs: b === undefined ? null : decoded(b),
        });
      continue;
    }
    differs(ctx, path, detail, ours.assumed, {
      what: 'bound',
      key,
      ours: a === undefined ? null : decoded(a),
      theirs: b === undefined ? null : decoded(b),
      tighter: isTighter(key, a, b),
    });
  }
}

function compareObjects(
  ctx: SchemaContext,
  path: string,
  ours: Shape,
  theirs: Shape,
  depth: number,
): void {
  const join = (name: string) => (path ? `${path}.${name}` : name);
  for (const [name, property] of ours.properties) {
    const mine = normalise(property.schema, ctx.ours, property.assumed);
    const other = theirs.properties.get(name);
    if (!other) {
      const instead = [...theirs.properties.keys()].filter((key) => !ours.properties.has(key));
      ctx.findings.push({
        operation: ctx.operation,
        where: at(ctx, join(name)),
        kind: 'missing',
        detail: instead.length
          ? `field missing in theirs (theirs has ${instead.join(', ')})`
          : 'field missing in theirs',
        assumed: mine.assumed,
        ...(instead.length ? { instead } : {}),
        about: { what: 'field-missing', name },
      });
      continue;
    }
    const required = ours.required.has(name);
    if (required !== theirs.required.has(name)) {
      differs(
        ctx,
        join(name),
        required ? 'required in ours, optional in theirs' : 'optional in ours, required in theirs',
        mine.assumed,
        required
          ? { what: 'now-optional' }
          : ctx.direction === 'request'
            ? { what: 'now-required', name }
            : undefined,
      );
    }
    compareShapes(ctx, join(name), mine, normalise(other.schema, ctx.theirs), depth + 1);
  }
  for (const name of theirs.properties.keys()) {
    if (ours.properties.has(name)) continue;
    if (ctx.direction === 'request' && theirs.required.has(name)) {
      differs(
        ctx,
        join(name),
        'required in theirs, absent from ours (our requests lack it)',
        ours.assumed,
        { what: 'newly-required', name },
      );
    } else {
      ctx.extras.push({ operation: ctx.operation, where: at(ctx, join(name)) });
    }
  }
}

export function compareShapes(
  ctx: SchemaContext,
  path: string,
  ours: Shape,
  theirs: Shape,
  depth = 0,
): void {
  if (depth > 12) return; // recursive schemas: deep enough to have seen every difference that matters
  compareScalars(ctx, path, ours, theirs);
  if (ours.opaque || theirs.opaque) return;
  compareObjects(ctx, path, ours, theirs, depth);
  if (ours.items !== undefined) {
    const itemsPath = `${path}[]`;
    if (theirs.items === undefined)
      differs(ctx, itemsPath, 'items described in ours, not in theirs', ours.assumed, {
        what: 'items-open',
      });
    else
      compareShapes(
        ctx,
        itemsPath,
        normalise(ours.items, ctx.ours, ours.assumed),
        normalise(theirs.items, ctx.theirs),
        depth + 1,
      );
  }
}

/** Compares two raw schemas (with $refs) of one place in an operation. */
export function compareSchemas(
  ctx: SchemaContext,
  ours: unknown,
  theirs: unknown,
  inherited: Assumption,
): void {
  compareShapes(ctx, '', normalise(ours, ctx.ours, inherited), normalise(theirs, ctx.theirs));
}
