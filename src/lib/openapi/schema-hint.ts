import { t, plural } from '@lingui/core/macro';
import type { Schema } from './operation-index';
import { schemaType } from './request-model';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * "integer, 1 to 100, default 25" / "string, date-time" / "list of strings, comma-separated". The
 * schema's own words (types, formats, patterns, values) stay as the document writes them; bounds
 * are the document's numbers, shown as written (they are limits to type, not amounts).
 */
export function schemaHint(schema: Schema | undefined): string {
  if (!schema) return t`any value`;
  const parts: string[] = [];
  const type = schemaType(schema);
  if (type === 'array') {
    const items = isObject(schema.items) ? schema.items : undefined;
    const itemType = schemaType(items);
    parts.push(
      itemType ? t`list of ${itemType}s, comma-separated` : t`list of values, comma-separated`,
    );
    if (Array.isArray(items?.enum)) {
      const choices = items.enum.join(', ');
      parts.push(t`of ${choices}`);
    }
  } else parts.push(type ?? t`any value`);
  if (typeof schema.format === 'string') parts.push(schema.format);
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (typeof min === 'number' && typeof max === 'number') parts.push(t`${min} to ${max}`);
  else if (typeof min === 'number') parts.push(t`at least ${min}`);
  else if (typeof max === 'number') parts.push(t`at most ${max}`);
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : undefined;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  if (maxLength !== undefined) {
    const from = minLength ?? 0;
    parts.push(
      plural(maxLength, { one: `${from} to # character`, other: `${from} to # characters` }),
    );
  } else if (minLength !== undefined && minLength > 0)
    parts.push(plural(minLength, { one: 'at least # character', other: 'at least # characters' }));
  if (typeof schema.pattern === 'string') {
    const pattern = schema.pattern;
    parts.push(t`pattern ${pattern}`);
  }
  if (schema.default !== undefined && !isObject(schema.default)) {
    const value = JSON.stringify(schema.default);
    parts.push(t`default ${value}`);
  }
  return parts.join(', ');
}
