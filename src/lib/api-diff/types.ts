/** A parsed JSON/YAML value seen as an object; OpenAPI documents are walked loosely. */
export type Node = Record<string, unknown>;

export function isNode(value: unknown): value is Node {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Why something of ours is an assumption (its x-assumed-reason), or null when the spec states it. */
export type Assumption = string | null;

/** Something of OUR document that THEIR document lacks or describes differently. */
export interface Finding {
  /** "GET /instances/{id}", spelled as in our document. */
  operation: string;
  /** Where in the operation ("" for the operation itself), e.g. "response 200: items[].status". */
  where: string;
  kind: 'missing' | 'differs';
  detail: string;
  assumed: Assumption;
  /** For a missing field, parameter or header: what theirs has at the same place that ours lacks (a rename is among them). */
  instead?: string[];
  /** The difference as data, for a reader that words it itself (the console's compatibility report). */
  about?: About;
}

export type About =
  | { what: 'operation-missing' }
  | { what: 'field-missing' | 'parameter-missing' | 'header-missing'; name: string }
  | { what: 'type'; ours: string[]; theirs: string[] }
  | { what: 'enum'; adds: string[]; lacks: string[] }
  | { what: 'newly-required'; name: string }
  | { what: 'now-optional' };

/** Something THEIR document has that ours lacks. Informational: it never fails the diff. */
export interface Extra {
  operation: string;
  where: string;
}

export interface DiffReport {
  operations: { ours: number; theirs: number; matched: number };
  findings: Finding[];
  extras: Extra[];
  /** Our assumed operations that theirs has with no difference at all. */
  confirmed: string[];
  /** Our assumed operations, to put `confirmed` in proportion. */
  assumedOperations: number;
}

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
