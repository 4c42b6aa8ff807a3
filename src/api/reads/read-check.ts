/**
 * What a panel reads from an answer, checked where it is read (docs/drift.md). A panel declares a
 * small zod schema of just the fields it uses (`PanelReads`); the query's `select` runs it
 * (`selectReads`), so the check runs once per answer and per panel, and a panel whose answer lacks
 * what it reads gets the differences in words instead of a JavaScript error, while the panels
 * beside it keep their data. Extra fields pass (zod objects ignore unknown keys); enums are read as
 * strings (an unknown value is shown as sent, `EnumLabel`). Loaded with the route chunks that use
 * it, never with the first view (zod is not in the first load).
 */
import '@/lib/zod-csp';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod/mini';

/** "METHOD /path" as in the contract (`OPERATION_IDS`'s keys). */
export type RouteKey = string;

export interface PanelReads {
  /** Stable id, "wallet.spend". */
  id: string;
  /** The operation whose answer the panel reads. */
  operation: RouteKey;
  /** The console page the panel is on: its address (a detail page with `$id`) and name. */
  page: string;
  pageLabel: MessageDescriptor;
  /** The panel in words: "the spend chart". */
  panel: MessageDescriptor;
  /** Just the fields the panel reads, each with the type it needs; enums as strings. */
  schema: z.ZodMiniType;
}

/** What an answer lacks: where, what the console expected there, what came instead. */
export interface ReadIssue {
  /** "months", "items[].status", "" for the answer itself. */
  path: string;
  /** The type the console reads there: string, number, integer, boolean, array, object. */
  expected: string;
  /** What came: its JSON type ("missing" for an absent field, "null"). */
  received: string;
  /** For a missing field: the fields of the expected type its object has that the panel does not read (a renamed one is among them). */
  instead: string[];
}

export type Read<T> = { ok: true; data: T } | { ok: false; reads: PanelReads; issues: ReadIssue[] };

type Schema = z.ZodMiniType;
/** What the checks read of a schema: zod's own description of it (the same for zod and zod/mini). */
interface SchemaDef {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
}
const defOf = (schema: Schema) => schema._zod.def as SchemaDef;

const LIST_ELEMENT = new WeakMap<Schema, Schema>();

/**
 * A list whose rows are checked by sample: the first 20 rows, then 20 spread over the rest. The
 * service sends rows of one shape, so a drift shows in any of them, and a list of 10,000 rows is
 * checked in well under a millisecond (every row would cost 10 to 30 ms on each answer).
 */
export function sampledList<T extends z.ZodMiniType>(row: T) {
  // A list, its rows left alone (z.array would visit all 10,000), then the sample checked.
  const list = z
    .custom<unknown[]>((value) => Array.isArray(value))
    .check(
      z.superRefine((rows, ctx) => {
        for (const index of sampleIndexes(rows.length)) {
          const result = row.safeParse(rows[index]);
          if (result.success) continue;
          for (const issue of result.error.issues)
            ctx.addIssue({ ...issue, path: [index, ...issue.path] } as never);
          return;
        }
      }),
    );
  LIST_ELEMENT.set(list, row);
  return list;
}

function sampleIndexes(length: number): number[] {
  const head = Math.min(length, 20);
  const indexes = Array.from({ length: head }, (_, i) => i);
  if (length > head) {
    const step = (length - head) / 20;
    for (let k = 0; k < 20; k++) indexes.push(head + Math.floor(k * step));
    indexes.push(length - 1);
  }
  return [...new Set(indexes)];
}

/** A page of a paginated list (`{ items, total, limit, offset }`) with the row fields its table reads. */
export const paginatedList = (row: z.ZodMiniObject) =>
  z.object({ items: sampledList(row), total: z.number(), limit: z.number(), offset: z.number() });

export function jsonType(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const sameKind = (expected: string, received: string) =>
  expected === received || (expected === 'number' && received === 'integer');

/** "items[].status" from zod's path ['items', 3, 'status']: a row's index is not what drifted. */
export function pathText(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const part of path)
    text += typeof part === 'number' ? '[]' : text ? `.${String(part)}` : String(part);
  return text;
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current = data;
  for (const part of path)
    current =
      current !== null && typeof current === 'object'
        ? (current as Record<PropertyKey, unknown>)[part]
        : undefined;
  return current;
}

function shapeAt(schema: Schema, path: ReadonlyArray<PropertyKey>): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const part of path) {
    current = current && unwrap(current);
    if (!current) return undefined;
    if (typeof part === 'number') current = elementOf(current);
    else current = defOf(current).shape?.[String(part)];
  }
  return current;
}

/** The schema inside any optional or nullable around it. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  let def = defOf(current);
  while ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
    current = def.innerType;
    def = defOf(current);
  }
  return current;
}

function elementOf(schema: Schema): Schema | undefined {
  return (
    LIST_ELEMENT.get(schema) ?? (defOf(schema).type === 'array' ? defOf(schema).element : undefined)
  );
}

/** The JSON type a schema reads ("string", "array"...), for words and for the report. */
export function typeOf(schema: Schema): string {
  const inner = unwrap(schema);
  const { type } = defOf(inner);
  if (type === 'string' || type === 'enum') return 'string';
  if (type === 'number') {
    const format = inner._zod.bag.format;
    return format === 'safeint' || format === 'int32' ? 'integer' : 'number';
  }
  if (type === 'boolean' || type === 'object') return type;
  if (elementOf(inner)) return 'array';
  return 'any';
}

const sharedStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
};
const reversed = (text: string) => [...text].reverse().join('');

/**
 * Of the fields in a missing field's place, the ones named like it: sharing a start or an end of
 * four letters or more (`region` for `regionId`, `issuedAt` for `createdAt`; three would match
 * `planId` for `regionId` by `nId`), most alike first. All of them when none is, so a rename to
 * another word (`history` for `months`) is still among what is named.
 */
export function likelyRenames(missing: string, candidates: string[]): string[] {
  const name = missing.toLowerCase();
  const likeness = (key: string) => {
    const other = key.toLowerCase();
    return Math.max(sharedStart(name, other), sharedStart(reversed(name), reversed(other)));
  };
  const alike = candidates
    .filter((key) => likeness(key) >= 4)
    .sort((a, b) => likeness(b) - likeness(a));
  return alike.length > 0 ? alike : candidates;
}

/** The issues of one answer against a panel's schema; [] when it has everything the panel reads. */
export function readIssues(schema: Schema, data: unknown): ReadIssue[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: ReadIssue[] = [];
  for (const issue of result.error.issues) {
    const path = pathText(issue.path);
    if (seen.has(path)) continue;
    seen.add(path);
    const value = valueAt(data, issue.path);
    const expectedSchema = shapeAt(schema, issue.path);
    let instead: string[] = [];
    if (value === undefined && issue.path.length > 0) {
      const parent = valueAt(data, issue.path.slice(0, -1));
      const parentSchema = shapeAt(schema, issue.path.slice(0, -1));
      const known = Object.keys((parentSchema && defOf(unwrap(parentSchema)).shape) ?? {});
      // What the object has in the field's place: fields of the type expected that the panel does
      // not read (a renamed field is among them; `history` for `months`).
      const expected = expectedSchema ? typeOf(expectedSchema) : 'any';
      if (parent && typeof parent === 'object' && !Array.isArray(parent))
        instead = likelyRenames(
          String(issue.path[issue.path.length - 1]),
          Object.entries(parent as Record<string, unknown>)
            .filter(
              ([key, other]) =>
                !known.includes(key) && (expected === 'any' || sameKind(expected, jsonType(other))),
            )
            .map(([key]) => key),
        );
    }
    issues.push({
      path,
      expected: expectedSchema ? typeOf(expectedSchema) : 'any',
      received: jsonType(value),
      instead,
    });
  }
  return issues;
}

/**
 * A query's `select` for one panel: the answer itself when it has what the panel reads (the same
 * object, not a copy), else what it lacks. Define it once at module level so React Query keeps
 * its result between renders.
 */
export function selectReads<T>(reads: PanelReads): (data: T) => Read<T> {
  return (data) => {
    const issues = readIssues(reads.schema, data);
    return issues.length === 0 ? { ok: true, data } : { ok: false, reads, issues };
  };
}

/** Every field a panel reads, with its type and whether it may be absent: what the report compares. */
export interface ReadField {
  path: string;
  type: string;
  optional: boolean;
  nullable: boolean;
}

export function readFields(schema: Schema, prefix = ''): ReadField[] {
  const fields: ReadField[] = [];
  const inner = unwrap(schema);
  const { shape } = defOf(inner);
  if (shape) {
    for (const [name, child] of Object.entries(shape)) {
      const path = prefix ? `${prefix}.${name}` : name;
      fields.push({
        path,
        type: typeOf(child),
        optional: child.safeParse(undefined).success,
        nullable: child.safeParse(null).success,
      });
      fields.push(...readFields(child, path));
    }
  }
  const element = elementOf(inner);
  if (element) fields.push(...readFields(element, `${prefix}[]`));
  return fields;
}
