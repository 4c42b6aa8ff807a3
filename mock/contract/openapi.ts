// Loads openapi/cloud-console.v1.yaml and checks mock responses against it (Node and tests only).
// Every response is matched to its operation and status; the body must validate (Ajv, JSON Schema
// 2020-12 with formats; `x-` keywords are ignored) and the documented headers must be present.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const doc = parse(
  // A path, not a URL object: under jsdom (the page tests read the document too) URL is jsdom's.
  readFileSync(
    resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi/cloud-console.v1.yaml'),
    'utf8',
  ),
) as {
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Record<string, Json>>;
};

const DOC_ID = 'openapi.json';
// ajv and ajv-formats are CommonJS; their default export arrives wrapped under ESM.
const AjvClass = ((Ajv2020 as unknown as { default?: typeof Ajv2020 }).default ??
  Ajv2020) as typeof Ajv2020;
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin })
  .default ?? addFormatsPlugin) as typeof addFormatsPlugin;
const ajv = new AjvClass({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(doc as unknown as Json, DOC_ID);

/** Deep copy with document-relative refs pointed at the registered document. */
function anchorRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchorRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#')
          ? `${DOC_ID}${v}`
          : anchorRefs(v),
      ]),
    );
  }
  return value;
}

/** Follows a `#/components/...` $ref inside the document. */
export function deref<T = Json>(value: unknown): T {
  let v = value as Json;
  while (v && typeof v.$ref === 'string') {
    v = (v.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>(
        (node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json,
        doc as unknown as Json,
      );
  }
  return v as T;
}

const cache = new Map<string, ValidateFunction>();
export function validator(key: string, schema: unknown): ValidateFunction {
  let v = cache.get(key);
  if (!v) {
    v = ajv.compile(anchorRefs(schema) as Json);
    cache.set(key, v);
  }
  return v;
}

export const errorValidator = () => validator('Error', { $ref: '#/components/schemas/Error' });

export interface Operation {
  method: string;
  template: string;
  operationId: string;
  op: Json;
  regex: RegExp;
}

export const operations: Operation[] = Object.entries(doc.paths)
  .flatMap(([template, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      method: method.toUpperCase(),
      template,
      operationId: (item[method] as Json).operationId as string,
      op: item[method] as Json,
      regex: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  )
  // Literal paths first, so /backups/servers is never read as /backups/{id}.
  .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));

export function findOperation(method: string, path: string): Operation | undefined {
  return operations.find((o) => o.method === method && o.regex.test(path));
}

export function ajvErrors(v: ValidateFunction): string {
  return ajv.errorsText(v.errors, { separator: '; ' });
}
