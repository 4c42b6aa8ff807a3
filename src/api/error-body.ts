/**
 * The one reader of a refusal's body, whatever its shape (the spec does not show it, so it is the
 * likeliest difference of a live service): our contract's `{code, message}`, RFC 9457 problem
 * details, `{error: {...}}` or `{error: "text"}`, `{errors: [...]}`, `{message}`, plain text, a
 * gateway's HTML page, nothing at all. It yields the service's human text (plain text, bounded,
 * never markup) and any code; toApiError (errors.ts) and the explorer's answer view use it.
 */

/** The shapes told apart (the compatibility report and tests name them). */
export type ErrorShape =
  | 'contract'
  | 'problem-details'
  | 'error-object'
  | 'error-text'
  | 'errors-list'
  | 'message'
  | 'json-other'
  | 'text'
  | 'html'
  | 'empty';

export interface ErrorBodyWords {
  shape: ErrorShape;
  /** The service's words as plain text, at most MAX_TEXT characters; undefined when it gave none. */
  text: string | undefined;
  /** The text was longer and was cut to MAX_TEXT characters (it ends with "…"). */
  cut: boolean;
  code: string | undefined;
  param: string | undefined;
  requestId: string | undefined;
}

/** What is shown of a service's words: a paragraph, not a page. */
export const MAX_TEXT = 500;
/** What is read of a body at all: a huge page costs no more than this (the rest is never shown). */
const MAX_READ = 64_000;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Control characters and the bidirectional overrides that could make the text read otherwise.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One line of plain text: unsafe characters out, runs of white space as one space. */
function clean(text: string): string {
  return text.replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
}

/** A string, or a number as text (a numeric code); anything else is not words. */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = clean(value.slice(0, MAX_READ));
  return text === '' ? undefined : text;
}

const MESSAGE_KEYS = ['message', 'detail', 'error_description', 'description', 'msg', 'reason'];
const CODE_KEYS = ['code', 'error_code', 'errorCode'];

/**
 * The words of one value: a string, a list of them, or an object's message (looked for a few
 * levels down: `{message: {text}}` or `{message: ["a", "b"]}`), never "[object Object]".
 */
function wordsOf(value: unknown, depth = 0, item = false): string | undefined {
  if (depth > 3) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return scalar(value);
  if (Array.isArray(value)) {
    const parts = value
      .slice(0, 20)
      .map((entry) => wordsOf(entry, depth + 1, true))
      .filter((part): part is string => part !== undefined);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const key of [...MESSAGE_KEYS, 'title', 'text']) {
    const words = wordsOf(value[key], depth + 1);
    if (words !== undefined) {
      // A field a list's item names ({field: "name", message: "is too long"}) leads its words.
      const field = item
        ? (scalar(value.field) ?? scalar(value.param) ?? scalar(value.name))
        : undefined;
      return field && typeof value[key] === 'string' ? `${field}: ${words}` : words;
    }
  }
  return undefined;
}

/** `{errors: {name: ["is too long"]}}`: each field with its words. */
function fieldMap(value: Json): string | undefined {
  const parts = Object.entries(value)
    .slice(0, 20)
    .map(([field, words]) => {
      const text = wordsOf(words);
      return text === undefined ? undefined : `${clean(field)}: ${text}`;
    })
    .filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

function firstCode(record: Json): string | undefined {
  for (const key of CODE_KEYS) {
    const code = scalar(record[key]);
    if (code !== undefined) return code;
  }
  return undefined;
}

/** A problem type's last path segment names it ("…/problems/cidr-overlap"); about:blank names nothing. */
function problemCode(type: unknown): string | undefined {
  const text = scalar(type);
  if (!text || text === 'about:blank') return undefined;
  const segment = text.split(/[/#:]/).filter(Boolean).pop();
  return segment ? segment.slice(0, 80) : undefined;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const point =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A gateway's page as plain text: its title, then the rest of what a reader would see. Scripts,
 * styles and comments are dropped, tags removed and entities decoded; the result is only ever shown
 * as text, never rendered.
 */
function htmlWords(html: string): string | undefined {
  const title = scalar(decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''));
  const visible = clean(
    decodeEntities(
      html
        .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
        .replace(/<(script|style|head|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
        .replace(/<[^>]*>?/g, ' '),
    ),
  );
  const rest = title && visible.startsWith(title) ? clean(visible.slice(title.length)) : visible;
  const text = [title, rest].filter(Boolean).join(' — ');
  return text === '' ? undefined : text;
}

const looksLikeHtml = (text: string, contentType: string) =>
  /html|xml/i.test(contentType) ||
  /^\s*<(!doctype|html|head|body|title|h[1-6]|p|div|center|pre|\?xml)\b/i.test(text);

/** The shape and words of a JSON object body. */
function readObject(record: Json): Omit<ErrorBodyWords, 'cut'> {
  const base = {
    param: scalar(record.param) ?? scalar(record.field),
    requestId: scalar(record.requestId) ?? scalar(record.request_id),
  };
  const nested = record.error;
  if (isRecord(nested)) {
    const inner = readObject(nested);
    return {
      ...inner,
      shape: 'error-object',
      code: inner.code ?? firstCode(record),
      text: inner.text ?? wordsOf(record.message),
      param: inner.param ?? base.param,
      requestId: inner.requestId ?? base.requestId,
    };
  }
  if (typeof nested === 'string') {
    // OAuth's {error: "invalid_token", error_description: "…"}: the error is its code.
    const description = wordsOf(record.error_description) ?? wordsOf(record.message);
    return {
      ...base,
      shape: 'error-text',
      code: firstCode(record) ?? (description ? scalar(nested) : undefined),
      text: description ?? scalar(nested),
    };
  }
  if ('errors' in record && (Array.isArray(record.errors) || isRecord(record.errors))) {
    const list = record.errors;
    const first = Array.isArray(list) ? list.find(isRecord) : undefined;
    return {
      ...base,
      shape: 'errors-list',
      code: firstCode(record) ?? (first ? firstCode(first) : undefined),
      text:
        (Array.isArray(list) ? wordsOf(list) : fieldMap(list as Json)) ??
        wordsOf(record.message) ??
        wordsOf(record.detail),
      param: base.param ?? (first ? (scalar(first.param) ?? scalar(first.field)) : undefined),
    };
  }
  if (('title' in record || 'detail' in record) && ('type' in record || 'status' in record)) {
    const summary = wordsOf(record.detail) ?? wordsOf(record.title) ?? wordsOf(record);
    // Problem details' example extension for the fields at fault (invalid-params, RFC 9457 §3).
    const params = wordsOf(record['invalid-params']);
    return {
      ...base,
      shape: 'problem-details',
      code: firstCode(record) ?? problemCode(record.type),
      text: [summary, params].filter(Boolean).join(' ') || undefined,
    };
  }
  const code = firstCode(record);
  const text = wordsOf(record);
  if (text !== undefined || code !== undefined)
    return { ...base, shape: code !== undefined ? 'contract' : 'message', code, text };
  // Some JSON we cannot read as words: shown as sent (compact), rather than losing it.
  const compact =
    Object.keys(record).length > 0 ? clean(JSON.stringify(record).slice(0, MAX_READ)) : undefined;
  return { ...base, shape: compact ? 'json-other' : 'empty', code: undefined, text: compact };
}

function bounded(words: Omit<ErrorBodyWords, 'cut'>): ErrorBodyWords {
  const text = words.text;
  if (text === undefined || text.length <= MAX_TEXT) return { ...words, cut: false };
  // Cut at a word's end where one is near, so the last word is whole.
  const head = text.slice(0, MAX_TEXT - 1);
  const space = head.lastIndexOf(' ');
  return { ...words, text: `${space > MAX_TEXT - 60 ? head.slice(0, space) : head}…`, cut: true };
}

/**
 * Reads a refusal's body as openapi-fetch hands it (parsed JSON, or the text when it is not JSON,
 * or undefined for none). `contentType` tells HTML from text.
 */
export function readErrorBody(body: unknown, contentType = ''): ErrorBodyWords {
  const none = { code: undefined, param: undefined, requestId: undefined };
  if (typeof body === 'string') {
    const raw = body.slice(0, MAX_READ);
    if (raw.trim() === '') return bounded({ ...none, shape: 'empty', text: undefined });
    // JSON that arrived as text (a wrong content type kept it from being parsed).
    if (/^\s*[{[]/.test(raw) && raw.length === body.length) {
      try {
        return readErrorBody(JSON.parse(raw) as unknown);
      } catch {
        /* not JSON after all: its text is the words */
      }
    }
    if (looksLikeHtml(raw, contentType)) {
      const text = htmlWords(raw);
      return bounded({ ...none, shape: text ? 'html' : 'empty', text });
    }
    return bounded({ ...none, shape: 'text', text: scalar(raw) });
  }
  if (Array.isArray(body)) {
    const text = wordsOf(body);
    const first = body.find(isRecord);
    return bounded({
      ...none,
      shape: text ? 'errors-list' : 'json-other',
      code: first ? firstCode(first) : undefined,
      text: text ?? (body.length > 0 ? clean(JSON.stringify(body).slice(0, MAX_READ)) : undefined),
    });
  }
  if (isRecord(body)) return bounded(readObject(body));
  if (typeof body === 'number' || typeof body === 'boolean')
    return bounded({ ...none, shape: 'json-other', text: String(body) });
  return bounded({ ...none, shape: 'empty', text: undefined });
}
