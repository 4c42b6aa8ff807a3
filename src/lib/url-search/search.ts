/**
 * URL search schemas for the tables (built on params.ts). Every param falls back on
 * its own, so a bad or out-of-range value in the address (`?limit=500`, `?offset=-3`, `?status=bogus`, `?month=2025-13`) becomes a valid one
 * during `validateSearch` and is never sent: queries read only the validated search.
 *
 *   // src/features/backups/search.ts
 *   export const backupsSearchSchema = paginatedSearchSchema({ type: enumParam(['auto', 'manual']) });
 *   // route: validateSearch: backupsSearchSchema, search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
 *   //        loaderDeps: ({ search }) => search
 *   // page:  <CorrectedSearchNotice schema={backupsSearchSchema} search={search} />
 *
 * Schemas made by `paginatedSearchSchema` / `wholeSetSearchSchema` (or passed to
 * `trackCorrections`) record which params they corrected when the router validates the address;
 * the notice names them ("Some values in the address were not valid and were reset: limit").
 * Paginated schemas always output `limit` and `offset`; filters and `q` are `undefined` when
 * absent or invalid.
 *
 * Then what pages do with a validated search: the API's query params (`queryParams`), and a
 * whole-set table's sort to and from the address (`parseSort`, `formatSort`).
 */
import { enumParam, searchSchema, type Param, type SearchSchema, type Shape } from './params';
import { getPreferences, PAGE_SIZE_CHOICES } from '@/lib/preferences';
import { recordCorrection } from './correction-store';

export { enumParam };

export const PAGE_SIZES = PAGE_SIZE_CHOICES;
/** The page size when the address names none: the person's preference (25 unless changed). */
export const defaultLimit = (): number => getPreferences().pageSize;
/**
 * For `search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] }`: `/backups`, not
 * `/backups?limit=25&offset=0`. `limit` is a getter, read at each navigation, so a changed
 * preferred page size is the one left out of the address (and a chosen 25 is then kept in it).
 */
export const PAGE_DEFAULTS = {
  get limit() {
    return defaultLimit();
  },
  offset: 0,
} as const;
/** The service's own bound for `q` (contract: maxLength 200). */
export const Q_MAX = 200;

const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** One of the offered page sizes (10, 25, 50, 100), else the preferred size. */
export const limitParam: Param<number> = {
  parse: (raw) =>
    isInt(raw) && (PAGE_SIZES as readonly number[]).includes(raw) ? raw : defaultLimit(),
};

/** A whole number of rows to skip, 0 or more, else 0. */
export const offsetParam: Param<number> = {
  parse: (raw) => (isInt(raw) && raw >= 0 && raw <= Number.MAX_SAFE_INTEGER ? raw : 0),
};

/**
 * Free text. The router parses `?q=123` as a number, so numbers are taken as text. Blank means
 * absent; longer than the service accepts is reset rather than cut, so the user sees the notice.
 */
export const qParam: Param<string | undefined> = {
  parse: (raw) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
    const text = String(raw).trim();
    return text === '' || text.length > Q_MAX ? undefined : text;
  },
};

/** YYYY-MM with a real month (01..12) and a plausible year; anything else means no filter. */
/** `YYYY-MM` as the service takes it for `month`. */
export const MONTH_PATTERN = /^(19|20)\d\d-(0[1-9]|1[0-2])$/;

export const monthParam: Param<string | undefined> = {
  parse: (raw) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
    const text = String(raw);
    return MONTH_PATTERN.test(text) ? text : undefined;
  },
};

const PAGE_PARAMS = { limit: limitParam, offset: offsetParam, q: qParam };

/** limit + offset + q + the endpoint's own filters. */
export function paginatedSearchSchema<S extends Shape>(filters: S) {
  return trackCorrections(searchSchema({ ...PAGE_PARAMS, ...filters }));
}

/**
 * Makes the router's validation (Standard Schema `validate`, which sees the raw address) record the
 * params it corrected. `.parse()` is unchanged. Returns the same schema.
 */
export function trackCorrections<S extends Shape>(schema: SearchSchema<S>): SearchSchema<S> {
  const standard = schema['~standard'];
  const keys = Object.keys(schema.shape);
  const validate: typeof standard.validate = (input) => {
    const result = standard.validate(input);
    if (input && typeof input === 'object') {
      const value = result.value as Record<string, unknown>;
      const corrected = correctedKeys(input as Record<string, unknown>, value, keys);
      if (corrected.length > 0) recordCorrection(schema, corrected, value);
    }
    return result;
  };
  Object.assign(schema, { '~standard': { ...standard, validate } });
  return schema;
}

/**
 * Search for a whole-set table: `q` filters in the browser; `sort` is a column id, `-id` for
 * descending. An unknown column means the default order.
 */
export function wholeSetSearchSchema<
  const T extends readonly [string, ...string[]],
  S extends Shape = Record<never, never>,
>(sortIds: T, extra?: S) {
  const sortValues = sortIds.flatMap((id) => [id, `-${id}`]);
  // Links may pass any text (it is checked here); the page gets a known column.
  const sort = enumParam(sortValues) as Param<SortValue<T[number]> | undefined, string>;
  return trackCorrections(searchSchema({ q: qParam, sort, ...(extra ?? ({} as S)) }));
}

export type SortValue<Id extends string> = Id | `-${Id}`;

function same(raw: unknown, parsed: unknown): boolean {
  if (raw === parsed) return true;
  // `?q=123` arrives as a number and is kept as the text "123".
  if ((typeof raw === 'number' || typeof raw === 'string') && typeof parsed === 'string')
    return String(raw).trim() === parsed;
  return false;
}

/** Which of `keys` were present in the address with a value the schema had to change. */
export function correctedKeys(
  raw: Record<string, unknown>,
  parsed: Record<string, unknown>,
  keys: readonly string[],
): string[] {
  return keys.filter((key) => {
    const value = raw[key];
    if (value === undefined || value === '') return false;
    return !same(value, parsed[key]);
  });
}

/** `-name` -> { id: 'name', desc: true }. */
export function parseSort(sort: string | undefined): { id: string; desc: boolean } | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-') ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
}

export function formatSort(sort: { id: string; desc: boolean } | undefined): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : undefined;
}

/**
 * The query params for the API: only defined values, in a stable order, so query keys and the
 * request URL are the same for the same page.
 */
export function queryParams<T extends Record<string, unknown>>(search: T): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(search).sort()) {
    if (key.startsWith('_')) continue;
    const value = search[key];
    if (value !== undefined) out[key] = value;
  }
  return out as T;
}
