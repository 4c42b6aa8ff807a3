/**
 * The fields of an operation: one per parameter (path, query, header) and, for a flat object body,
 * one per property; a JSON editor with the schema's outline for any other body. Enums and booleans
 * are choices; the rest are text, checked against the schema before anything is sent.
 */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { Schema } from '../operation-index';
import { schemaType, type FieldSpec, type FormModel, type FormValues } from '../request-model';
import { schemaHint } from '../schema-hint';

const PLACE_HEADINGS = {
  path: msg({ message: 'Path', context: 'request parameters' }),
  query: msg({ message: 'Query', context: 'request parameters' }),
  header: msg({ message: 'Headers', context: 'request parameters' }),
  body: msg`Body (JSON)`,
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function Control({ spec, value, onChange, props }: { spec: FieldSpec; value: string; onChange: (value: string) => void; props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean } }) {
  const { t } = useLingui();
  if (spec.kind === 'enum' || spec.kind === 'boolean') {
    return (
      <select {...props} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{spec.required ? t`Choose…` : t`(not sent)`}</option>
        {spec.choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  }
  if (spec.kind === 'json') {
    return <textarea {...props} className={cn(inputClass, 'min-h-20 font-mono')} value={value} spellCheck={false} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <input
      {...props}
      className={cn(inputClass, spec.kind !== 'string' || spec.schema?.format ? 'font-mono' : undefined)}
      type={spec.secret ? 'password' : 'text'}
      inputMode={spec.kind === 'integer' ? 'numeric' : spec.kind === 'number' ? 'decimal' : undefined}
      value={value}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function OperationFields({
  model,
  form,
  problems,
  showProblems,
  onValue,
}: {
  model: FormModel;
  form: FormValues;
  problems: Record<string, string[]>;
  /** Ids whose problems are shown (touched, or all after a send was tried). */
  showProblems: (id: string) => boolean;
  onValue: (id: string, value: string) => void;
}) {
  const { t, i18n } = useLingui();
  const places = (['path', 'query', 'header', 'body'] as const).filter((place) => model.fields.some((spec) => spec.place === place));
  if (places.length === 0) return null;
  return (
    <>
      {places.map((place) => (
        <fieldset key={place} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-semibold">{i18n._(PLACE_HEADINGS[place])}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {model.fields
              .filter((spec) => spec.place === place)
              .map((spec) => (
                <Field
                  key={spec.id}
                  id={`explorer-${spec.id.replace(/[^A-Za-z0-9_-]/g, '_')}`}
                  label={
                    <>
                      <span className="font-mono">{spec.name}</span>
                      {spec.required ? <span className="text-danger"> *</span> : <span className="font-normal text-muted"> {t`(optional)`}</span>}
                      {spec.deprecated ? <span className="font-normal text-muted"> {t`(deprecated)`}</span> : null}
                    </>
                  }
                  hint={
                    <>
                      {schemaHint(spec.schema)}
                      {spec.description ? <span className="block line-clamp-3">{spec.description}</span> : null}
                      {spec.secret ? <span className="block">{t`Kept out of the address.`}</span> : null}
                    </>
                  }
                  error={showProblems(spec.id) ? problems[spec.id]?.join(' ') : undefined}
                >
                  {(props) => <Control spec={spec} value={form.values[spec.id] ?? ''} onChange={(value) => onValue(spec.id, value)} props={props} />}
                </Field>
              ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** The properties of an object schema (or of an array's items), three levels at most. */
function PropertyList({ schema, depth }: { schema: Schema; depth: number }) {
  const { t } = useLingui();
  const target = schemaType(schema) === 'array' && isObject(schema.items) ? schema.items : schema;
  const properties = isObject(target.properties) ? Object.entries(target.properties).filter((entry): entry is [string, Schema] => isObject(entry[1])) : [];
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
          {Array.isArray(property.enum) ? <span className="text-muted">: {property.enum.map(String).join(', ')}</span> : null}
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
  const alternatives = schema ? (['oneOf', 'anyOf'] as const).find((key) => Array.isArray(schema[key])) : undefined;
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
