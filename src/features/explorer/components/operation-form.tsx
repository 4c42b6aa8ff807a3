/**
 * The outline of an operation's body schema under the explorer's JSON editor (the form's fields
 * themselves: src/components/openapi-form/operation-fields.tsx).
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { Schema } from '@/lib/openapi/operation-index';
import { schemaType } from '@/lib/openapi/request-model';
import { schemaHint } from '@/lib/openapi/schema-hint';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The properties of an object schema (or of an array's items), three levels at most. */
function PropertyList({ schema, depth }: { schema: Schema; depth: number }) {
  const { t } = useLingui();
  const target = schemaType(schema) === 'array' && isObject(schema.items) ? schema.items : schema;
  const properties = isObject(target.properties)
    ? Object.entries(target.properties).filter((entry): entry is [string, Schema] =>
        isObject(entry[1]),
      )
    : [];
  if (properties.length === 0 || depth > 2) return null;
  const required = new Set(Array.isArray(target.required) ? target.required : []);
  const more = formatNumber(properties.length - 60);
  return (
    <ul className={cn('flex flex-col gap-1', depth > 0 && 'mt-1 ms-2 border-s border-border ps-3')}>
      {properties.slice(0, 60).map(([name, property]) => (
        <li key={name}>
          <span className="font-mono">{name}</span>
          {required.has(name) ? <span className="text-danger"> *</span> : null}
          <span className="text-muted"> {schemaHint(property)}</span>
          {Array.isArray(property.enum) ? (
            <span className="text-muted">: {property.enum.map(String).join(', ')}</span>
          ) : null}
          <PropertyList schema={property} depth={depth + 1} />
        </li>
      ))}
      {properties.length > 60 ? <li className="text-muted">{t`…and ${more} more`}</li> : null}
    </ul>
  );
}

function ShapeHeading({ number, shape }: { number: number; shape: Schema }) {
  const { t } = useLingui();
  const hint = schemaHint(shape);
  return <p className="text-muted">{t`Shape ${number}: ${hint}`}</p>;
}

/** The body's properties under the JSON editor: name, required (*), type, bounds, choices, nested. */
export function SchemaOutline({ schema }: { schema: Schema | undefined }) {
  const { t } = useLingui();
  const properties = schema && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const alternatives = schema
    ? (['oneOf', 'anyOf'] as const).find((key) => Array.isArray(schema[key]))
    : undefined;
  // Rendered when opened: a large document's body schema can hold thousands of properties.
  const [open, setOpen] = useState(false);
  if (!schema || (properties.length === 0 && !alternatives)) {
    const hint = schemaHint(schema);
    return <p className="text-xs text-muted">{t`Schema: ${hint}.`}</p>;
  }
  const propertyCount = plural(properties.length, { one: '# property', other: '# properties' });
  const shapes = alternatives ? (schema[alternatives] as unknown[]).length : 0;
  return (
    <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-accent">
        {alternatives
          ? plural(shapes, {
              one: `The body’s schema (${propertyCount}, or one of # shape (${alternatives}))`,
              other: `The body’s schema (${propertyCount}, or one of # shapes (${alternatives}))`,
            })
          : t`The body’s schema (${propertyCount})`}
      </summary>
      {open ? (
        <div className="mt-1">
          <PropertyList schema={schema} depth={0} />
          {alternatives
            ? (schema[alternatives] as unknown[]).filter(isObject).map((shape, index) => (
                <div key={index} className="mt-1">
                  <ShapeHeading number={index + 1} shape={shape} />
                  <PropertyList schema={shape} depth={1} />
                </div>
              ))
            : null}
        </div>
      ) : null}
    </details>
  );
}
