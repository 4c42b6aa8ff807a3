/**
 * URL search schemas without a schema library. They run in the router's `validateSearch`, which is
 * synchronous and happens before the first view, so whatever they need is part of the first load;
 * these few functions replace a schema library there (decisions/0002-bundle-budget.md).
 *
 * A param reads whatever the address holds and returns a valid value or a fallback; it never
 * throws, so a bad address is corrected, never sent. A schema is a set of params that the router
 * takes as a Standard Schema (its `types` give links their typed `search`):
 *
 *   export const ticketSearch = searchSchema({ status: enumParam(['open', 'closed']) });
 *   // route: validateSearch: ticketSearch
 *   // ticketSearch.parse({ status: 'bogus', other: 1 })  ->  { status: undefined }
 */

/**
 * One search param. `parse` gets the raw value (the router has already JSON-decoded it). `In` is
 * what links may pass, when it is wider than what `parse` returns (type only, never set).
 */
export interface Param<Out, In = Exclude<Out, undefined>> {
  parse(raw: unknown): Out;
  readonly '~input'?: In;
}

export type Shape = Record<string, Param<unknown, unknown>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]['parse']> };
type OptionalKeys<T> = { [K in keyof T]: undefined extends T[K] ? K : never }[keyof T];

/** What a schema gives the page: params that can be absent are optional keys. */
export type SearchOutput<S> =
  S extends SearchSchema<infer Sh>
    ? Simplify<
        { [K in Exclude<keyof Sh, OptionalKeys<Parsed<Sh>>>]: Parsed<Sh>[K] } & {
          [K in OptionalKeys<Parsed<Sh>>]?: Parsed<Sh>[K];
        }
      >
    : never;

/** What a link may pass: every param is optional (absent ones get their fallback). */
export type SearchInput<S> =
  S extends SearchSchema<infer Sh>
    ? Simplify<{ [K in keyof Sh]?: Sh[K] extends Param<unknown, infer In> ? In : never }>
    : never;

export interface SearchSchema<S extends Shape> {
  readonly shape: S;
  /** The corrected search: every known param (`undefined` when absent), unknown ones dropped. */
  parse(raw: unknown): SearchOutput<SearchSchema<S>>;
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'cloud-console';
    validate(raw: unknown): { value: SearchOutput<SearchSchema<S>> };
    readonly types?: { input: SearchInput<SearchSchema<S>>; output: SearchOutput<SearchSchema<S>> };
  };
}

export function searchSchema<S extends Shape>(shape: S): SearchSchema<S> {
  const keys = Object.keys(shape);
  const parse = (raw: unknown) => {
    const input = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = shape[key]!.parse(input[key]);
    return out as SearchOutput<SearchSchema<S>>;
  };
  return {
    shape,
    parse,
    '~standard': {
      version: 1,
      vendor: 'cloud-console',
      validate: (raw) => ({ value: parse(raw) }),
    },
  };
}

/** One of a fixed list of strings; anything else means absent. */
export function enumParam<const T extends readonly string[]>(
  values: T,
): Param<T[number] | undefined> {
  return {
    parse: (raw) =>
      typeof raw === 'string' && values.includes(raw) ? (raw as T[number]) : undefined,
  };
}

/** `true` or `false` (the router decodes `?utc=true` to a boolean); anything else means absent. */
export const booleanParam: Param<boolean | undefined> = {
  parse: (raw) => (typeof raw === 'boolean' ? raw : undefined),
};

/** Text of `min` to `max` characters that passes `test`; anything else (numbers too) means absent. */
export function stringParam({
  min = 1,
  max,
  test,
}: {
  min?: number;
  max: number;
  test?: (value: string) => boolean;
}): Param<string | undefined> {
  return {
    parse: (raw) =>
      typeof raw === 'string' && raw.length >= min && raw.length <= max && (!test || test(raw))
        ? raw
        : undefined,
  };
}
