/**
 * An operation's form as data: its fields (parameters, and the body's properties when the body is
 * a flat object), how typed text becomes the value sent, what is wrong with it before sending, the
 * call it makes ("Show the request" and the send read the same one) and what of it the address may
 * hold (nothing secret).
 */
import { t } from '@lingui/core/macro';
import type { AnyApiCall } from '@/api/api-call';
import { checkValue, type Dialect } from './schema-check';
import { validatorWords } from './validator-words';
import type { OperationInfo, Schema } from './operation-index';

export type Place = 'path' | 'query' | 'header' | 'body';

export type FieldKind = 'enum' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'json';

export interface FieldSpec {
  /** "path.id", "query.limit", "body.name": unique in the form, the key of its value. */
  id: string;
  place: Place;
  name: string;
  required: boolean;
  kind: FieldKind;
  schema: Schema | undefined;
  description: string | undefined;
  deprecated: boolean;
  /** The choices of an enum (as text), or of a boolean. */
  choices: string[];
  /** Never kept in the address: a password, secret, token or key. */
  secret: boolean;
}

export type BodyMode = 'none' | 'form' | 'json' | 'unsupported';

export interface FormModel {
  fields: FieldSpec[];
  bodyMode: BodyMode;
  /** Why the body cannot be sent (a media type that is not JSON). */
  bodyNote: string | undefined;
}

export interface FormValues {
  /** Typed text by field id. */
  values: Record<string, string>;
  /** The JSON editor's text (bodyMode 'json'). */
  bodyText: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SECRET_NAME =
  /pass(word|phrase)?|secret|token|api[-_]?key|authori[sz]ation|credential|private[-_]?key|cookie/i;
/** Headers the console sets itself: the key (never a form field) and the content negotiation. */
const OWN_HEADERS = new Set(['authorization', 'content-type', 'accept', 'cookie']);

/** The type a schema stands for, ignoring null (3.1's ['string', 'null'], 3.0's nullable). */
export function schemaType(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type))
    return type.find((t): t is string => typeof t === 'string' && t !== 'null');
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0) {
      const types = new Set(list.map((item) => (isObject(item) ? schemaType(item) : undefined)));
      if (types.size === 1) return [...types][0];
    }
  }
  return undefined;
}

function enumOf(schema: Schema | undefined): unknown[] | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.enum)) return schema.enum.filter((value) => value !== null);
  if ('const' in schema) return [schema.const];
  return undefined;
}

function kindOf(schema: Schema | undefined): FieldKind {
  if (enumOf(schema)) return 'enum';
  switch (schemaType(schema)) {
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'array': {
      const items = isObject(schema?.items) ? schema.items : undefined;
      const itemType = schemaType(items);
      return enumOf(items) ||
        itemType === 'string' ||
        itemType === 'integer' ||
        itemType === 'number' ||
        itemType === 'boolean'
        ? 'array'
        : 'json';
    }
    case 'object':
      return 'json';
    case 'string':
      return 'string';
    default:
      // No type, or alternatives of several types: text as typed.
      return schema &&
        (schema.oneOf || schema.anyOf || schema.allOf) &&
        !['string', undefined].includes(schemaType(schema))
        ? 'json'
        : 'string';
  }
}

function isSecret(name: string, schema: Schema | undefined): boolean {
  return SECRET_NAME.test(name) || schema?.format === 'password' || schema?.writeOnly === true;
}

export function field(
  place: Place,
  name: string,
  required: boolean,
  schema: Schema | undefined,
  description: string | undefined,
  deprecated: boolean,
): FieldSpec {
  const kind = kindOf(schema);
  const choices =
    kind === 'enum'
      ? (enumOf(schema) ?? []).map(String)
      : kind === 'boolean'
        ? ['true', 'false']
        : [];
  return {
    id: `${place}.${name}`,
    place,
    name,
    required,
    kind,
    schema,
    description:
      description ?? (typeof schema?.description === 'string' ? schema.description : undefined),
    deprecated,
    choices,
    secret: isSecret(name, schema),
  };
}

/** A body the form can hold: an object whose properties are all plain values or lists of them. */
function flatObject(schema: Schema | undefined): Record<string, Schema> | undefined {
  if (!schema || schemaType(schema) !== 'object' || !isObject(schema.properties)) return undefined;
  if (
    schema.oneOf ||
    schema.anyOf ||
    schema.allOf ||
    (isObject(schema.additionalProperties) && Object.keys(schema.properties).length === 0)
  )
    return undefined;
  const properties = Object.entries(schema.properties);
  if (properties.length === 0 || properties.length > 20) return undefined;
  const out: Record<string, Schema> = {};
  for (const [name, property] of properties) {
    if (!isObject(property) || property.readOnly === true) continue;
    if (kindOf(property) === 'json') return undefined;
    out[name] = property;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const isJsonMedia = (mediaType: string) =>
  /^application\/(.+\+)?json\b/i.test(mediaType) || /[/+]json\b/i.test(mediaType);

export function formModel(operation: OperationInfo): FormModel {
  const fields: FieldSpec[] = [];
  for (const parameter of operation.parameters) {
    // Cookies are the browser's to send, and the key is the client's.
    if (
      parameter.in === 'cookie' ||
      (parameter.in === 'header' && OWN_HEADERS.has(parameter.name.toLowerCase()))
    )
      continue;
    fields.push(
      field(
        parameter.in,
        parameter.name,
        parameter.required,
        parameter.schema,
        parameter.description,
        parameter.deprecated,
      ),
    );
  }
  const body = operation.body;
  if (!body) return { fields, bodyMode: 'none', bodyNote: undefined };
  if (!isJsonMedia(body.mediaType)) {
    const mediaType = body.mediaType;
    return {
      fields,
      bodyMode: 'unsupported',
      bodyNote: t`This operation takes a ${mediaType} body; the explorer sends JSON bodies only.`,
    };
  }
  const flat = flatObject(body.schema);
  if (!flat) return { fields, bodyMode: 'json', bodyNote: undefined };
  const required = new Set(Array.isArray(body.schema?.required) ? body.schema.required : []);
  for (const [name, property] of Object.entries(flat)) {
    fields.push(
      field('body', name, required.has(name), property, undefined, property.deprecated === true),
    );
  }
  return { fields, bodyMode: 'form', bodyNote: undefined };
}

/** A starting body for the JSON editor: the required properties with an example, default or first choice. */
export function bodySkeleton(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return {};
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  const choices = enumOf(schema);
  if (choices?.length) return choices[0];
  const type = schemaType(schema);
  if (type === 'object' || (!type && isObject(schema.properties))) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? schema.required : [];
    const out: Record<string, unknown> = {};
    for (const name of required) {
      const property = properties[name as string];
      if (typeof name === 'string' && (!isObject(property) || property.readOnly !== true))
        out[name] = isObject(property) ? bodySkeleton(property, depth + 1) : null;
    }
    return out;
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number')
    return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (type === 'boolean') return false;
  if (type === 'string') return '';
  const first = [schema.oneOf, schema.anyOf, schema.allOf].find(Array.isArray)?.[0];
  return isObject(first) ? bodySkeleton(first, depth + 1) : {};
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Typed text to the value sent: numbers, booleans, lists (comma-separated), JSON. */
export function coerce(
  spec: Pick<FieldSpec, 'kind' | 'schema' | 'choices'>,
  raw: string,
): { value: unknown } | { error: string } {
  const text = raw.trim();
  switch (spec.kind) {
    case 'integer':
    case 'number':
      if (NUMBER.test(text)) return { value: Number(text) };
      return { error: spec.kind === 'integer' ? t`Enter a whole number.` : t`Enter a number.` };
    case 'boolean':
      return text === 'true' || text === 'false'
        ? { value: text === 'true' }
        : { error: t`Choose true or false.` };
    case 'enum': {
      const match = (enumOf(spec.schema) ?? []).find((choice) => String(choice) === text);
      const choices = spec.choices.join(', ');
      return match !== undefined ? { value: match } : { error: t`Choose one of ${choices}.` };
    }
    case 'array': {
      const items = isObject(spec.schema?.items) ? spec.schema.items : undefined;
      const itemSpec = {
        kind: kindOf(items),
        schema: items,
        choices: (enumOf(items) ?? []).map(String),
      };
      const values: unknown[] = [];
      for (const part of text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const one = coerce(itemSpec, part);
        if ('error' in one) {
          const problem = one.error;
          return { error: t`“${part}”: ${problem}` };
        }
        values.push(one.value);
      }
      return { value: values };
    }
    case 'json':
      try {
        return { value: JSON.parse(text) };
      } catch {
        return { error: t`Enter JSON.` };
      }
    default:
      return { value: raw };
  }
}

export interface BuiltRequest {
  call: AnyApiCall;
  /** What is wrong, by field id ('body' for the JSON editor); empty when it may be sent. */
  problems: Record<string, string[]>;
  /** Parts of a schema the check could not follow (a circular reference). */
  unchecked: boolean;
}

/**
 * Why a document's path template cannot be sent from the explorer, or undefined: a template must
 * start with "/" and hold no "." or ".." segment (also written %2e), which the browser would resolve
 * into an address outside the service's API (the client refuses those too, src/api/client.ts).
 */
export function templateProblem(path: string): string | undefined {
  const dots = path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
  if (path.startsWith('/') && !dots) return undefined;
  return t`The document's path “${path}” leads outside the service's API address (it must start with “/” and hold no “..” segment): the explorer does not send it.`;
}

/**
 * Why a header value cannot be sent, or undefined. A header carries visible ASCII only: a line break
 * would end the header, and the browser refuses anything beyond Latin-1 (an emoji, a lone surrogate);
 * invisible or direction-changing characters (U+200B, U+202E) are refused too, so what is sent is
 * what is read.
 */
function headerProblem(value: string): string | undefined {
  const bad = [...value].find((char) => !/^[\x20-\x7e\t]$/.test(char));
  if (bad === undefined) return undefined;
  const code = `U+${(bad.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return t`A header value may hold only visible ASCII characters (letters, digits, punctuation, spaces); this one holds ${code}. Nothing was sent.`;
}

const describeProblem = (at: string, message: string) =>
  `${at ? `${at}: ` : ''}${validatorWords(message)}`;

/** The call the form makes as it stands, and what stops it from being sent. */
export function buildRequest(
  operation: OperationInfo,
  model: FormModel,
  form: FormValues,
  dialect: Dialect,
): BuiltRequest {
  const problems: Record<string, string[]> = {};
  const add = (id: string, message: string) => (problems[id] ??= []).push(message);
  const params: {
    path: Record<string, unknown>;
    query: Record<string, unknown>;
    header: Record<string, string>;
  } = { path: {}, query: {}, header: {} };
  const bodyObject: Record<string, unknown> = {};
  let unchecked = false;
  for (const spec of model.fields) {
    const raw = form.values[spec.id] ?? '';
    if (raw.trim() === '') {
      if (spec.required) add(spec.id, t`Required.`);
      if (spec.place === 'path') params.path[spec.name] = '';
      continue;
    }
    const coerced = coerce(spec, raw);
    if ('error' in coerced) {
      add(spec.id, coerced.error);
      continue;
    }
    const check = checkValue(spec.schema, coerced.value, dialect);
    unchecked ||= check.unchecked;
    for (const problem of check.problems)
      add(spec.id, describeProblem(problem.at, problem.message));
    if (spec.place === 'body') bodyObject[spec.name] = coerced.value;
    else if (spec.place === 'header') {
      const value = Array.isArray(coerced.value) ? coerced.value.join(',') : String(coerced.value);
      const problem = headerProblem(value);
      if (problem) add(spec.id, problem);
      else params.header[spec.name] = value;
    } else {
      // "." or ".." as a path segment moves the address up a level: refused, not sent as a name.
      if (spec.place === 'path' && /^\.{1,2}$/.test(raw.trim()))
        add(
          spec.id,
          t`“${raw}” is not a name: as a path segment it moves the address up a level. Nothing was sent.`,
        );
      params[spec.place][spec.name] = coerced.value;
    }
  }
  let body: unknown;
  if (model.bodyMode === 'form') {
    body = bodyObject;
    const check = checkValue(operation.body?.schema, body, dialect);
    unchecked ||= check.unchecked;
    // Field-level problems are shown at their fields; what remains (a missing required field
    // without one, a rule across fields) at the body.
    const isField = (name: string | undefined) =>
      model.fields.some((spec) => spec.place === 'body' && spec.name === name);
    for (const problem of check.problems) {
      const missing = /required property "([^"]+)"/.exec(problem.message)?.[1];
      if (problem.at === '' && isField(missing)) continue;
      if (!isField(problem.at.split('/')[1]))
        add('body', describeProblem(problem.at, problem.message));
    }
  } else if (model.bodyMode === 'json') {
    const text = form.bodyText.trim();
    if (text === '') {
      if (operation.body?.required) add('body', t`The body is required.`);
    } else {
      try {
        body = JSON.parse(text);
      } catch (error) {
        // The browser's own words for what JSON.parse found.
        const reason = error instanceof Error ? error.message : t`cannot be read`;
        add('body', t`Not JSON: ${reason}.`);
      }
      if (body !== undefined) {
        const check = checkValue(operation.body?.schema, body, dialect);
        unchecked ||= check.unchecked;
        for (const problem of check.problems)
          add('body', describeProblem(problem.at, problem.message));
      }
    }
  } else if (model.bodyMode === 'unsupported' && operation.body?.required) {
    add('body', model.bodyNote ?? t`This body cannot be sent from the explorer.`);
  }
  const query = Object.keys(params.query).length > 0 ? params.query : undefined;
  const header = Object.keys(params.header).length > 0 ? params.header : undefined;
  const init = {
    params: { path: params.path, ...(query ? { query } : {}), ...(header ? { header } : {}) },
    ...(body !== undefined ? { body } : {}),
  };
  return {
    call: { method: operation.method as AnyApiCall['method'], path: operation.path, init },
    problems,
    unchecked,
  };
}

/** Whether the JSON text holds a property named like a secret (then it stays out of the address). */
export function bodyHasSecret(text: string): boolean {
  try {
    const seen = (value: unknown): boolean =>
      Array.isArray(value)
        ? value.some(seen)
        : isObject(value)
          ? Object.entries(value).some(([key, inner]) => SECRET_NAME.test(key) || seen(inner))
          : false;
    return seen(JSON.parse(text));
  } catch {
    return SECRET_NAME.test(text);
  }
}

/** What the address keeps: every non-empty, non-secret value; the JSON body unless it names a secret. */
/**
 * How many characters of the form the address keeps: a link stays far below what servers take in a
 * request line (nginx answers 414 beyond 8 kB), so a reload or a shared link always opens.
 */
export const ADDRESS_LIMIT = 2000;

function kept(model: FormModel, form: FormValues) {
  const v: Record<string, string> = {};
  const left: string[] = [];
  let used = 0;
  const keep = (id: string, text: string) => {
    if (used + text.length > ADDRESS_LIMIT) return left.push(id) && false;
    used += text.length;
    return true;
  };
  for (const spec of model.fields) {
    const raw = form.values[spec.id];
    if (raw && raw.trim() !== '' && !spec.secret && keep(spec.id, raw)) v[spec.id] = raw;
  }
  const bodyText =
    model.bodyMode === 'json' && form.bodyText.trim() !== '' && !bodyHasSecret(form.bodyText)
      ? form.bodyText
      : undefined;
  const body = bodyText !== undefined && keep('body', bodyText) ? bodyText : undefined;
  return { v, body, left };
}

export function addressState(
  model: FormModel,
  form: FormValues,
): { v?: Record<string, string>; body?: string } {
  const { v, body } = kept(model, form);
  return { ...(Object.keys(v).length > 0 ? { v } : {}), ...(body !== undefined ? { body } : {}) };
}

/** The fields (ids, 'body' for the JSON editor) too long to keep in the address within ADDRESS_LIMIT. */
export function leftOutOfAddress(model: FormModel, form: FormValues): string[] {
  return kept(model, form).left;
}

/** The form as a link opened it: the address's values for known, non-secret fields. */
export function formFromAddress(
  model: FormModel,
  operation: OperationInfo,
  search: Record<string, unknown>,
): FormValues {
  const values: Record<string, string> = {};
  const v = isObject(search.v) ? search.v : {};
  for (const spec of model.fields) {
    const raw = v[spec.id];
    if (
      (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') &&
      !spec.secret
    )
      values[spec.id] = String(raw);
  }
  const fromAddress =
    typeof search.body === 'string'
      ? search.body
      : isObject(search.body) || Array.isArray(search.body)
        ? JSON.stringify(search.body, null, 2)
        : undefined;
  // A link's body; else the document's example of it; else the schema's required properties.
  const start =
    operation.body?.example !== undefined
      ? operation.body.example
      : bodySkeleton(operation.body?.schema);
  const bodyText =
    model.bodyMode === 'json'
      ? (fromAddress ?? (operation.body ? JSON.stringify(start, null, 2) : ''))
      : '';
  return { values, bodyText };
}
