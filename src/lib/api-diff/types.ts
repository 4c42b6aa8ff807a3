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
  | { what: 'now-optional' }
  /** A field or parameter the console may leave out, which theirs requires. */
  | { what: 'now-required'; name: string }
  /**
   * A constraint (minLength, maximum, pattern, minItems...) changed. `tighter`: theirs allows less
   * than ours (a lower maximum, a higher minimum, a pattern where ours had none or another one).
   */
  | { what: 'bound'; key: string; ours: string | null; theirs: string | null; tighter: boolean }
  /** A response status ours lists that theirs does not ("201"), or one theirs adds ("422"). */
  | { what: 'status-missing' | 'status-added'; status: string; instead: string[] }
  /** No success response in theirs at all, where ours lists `status`. */
  | { what: 'no-success'; status: string }
  /** A media type ours sends or reads that theirs lacks, with theirs' in its place. */
  | { what: 'media-missing'; media: string; instead: string[] }
  /** The ways theirs takes the key, none of which is ours (ours and theirs as words: "HTTP bearer"). */
  | { what: 'security'; ours: string[]; theirs: string[] }
  /** Theirs marks the operation or parameter deprecated; `sunset` is the date it says it goes, if any. */
  | { what: 'deprecated'; sunset: string | null }
  /**
   * The request body: theirs takes none (`missing`), requires one ours does not always send
   * (`now-required`; `ours: 'none'` when ours sends none at all), or no longer requires it.
   */
  | { what: 'body'; change: 'missing' | 'now-required' | 'now-optional'; ours?: 'none' }
  /**
   * The values of a field or parameter: theirs lists them where ours takes any (`listed`, with
   * theirs), or takes any where ours lists them (`open`, with ours).
   */
  | { what: 'values'; change: 'listed' | 'open'; values: string[] }
  /** The value theirs assumes when a request leaves the field or parameter out. */
  | { what: 'default'; ours: string | null; theirs: string | null }
  /** Theirs does not describe the items of an array that ours describes. */
  | { what: 'items-open' };

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
