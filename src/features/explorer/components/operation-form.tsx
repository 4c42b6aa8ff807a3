/**
 * The fields of an operation: one per parameter (path, query, header) and, for a flat object body,
 * one per property; a JSON editor with the schema's outline for any other body. Enums and booleans
 * are choices; the rest are text, checked against the schema before anything is sent.
 */
import { useState } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { Schema } from '../operation-index';
import { schemaType, type FieldSpec, type FormModel, type FormValues } from '../request-model';

const PLACE_HEADINGS = { path: 'Path', query: 'Query', header: 'Headers', body: 'Body' } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "integer, 1 to 100, default 25" / "string, date-time" / "list of strings, comma-separated". */
export function schemaHint(schema: Schema | undefined): string {
  if (!schema) return 'any value';
  const parts: string[] = [];
  const type = schemaType(schema);
  if (type === 'array') {
    const items = isObject(schema.items) ? schema.items : undefined;
    parts.push(`list of ${schemaType(items) ?? 'values'}s, comma-separated`);
    if (Array.isArray(items?.enum)) parts.push(`of ${items.enum.join(', ')}`);
  } else parts.push(type ?? 'any value');
  if (typeof schema.format === 'string') parts.push(schema.format);
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (typeof min === 'number' && typeof max === 'number') parts.push(`${min} to ${max}`);
  else if (typeof min === 'number') parts.push(`at least ${min}`);
  else if (typeof max === 'number') parts.push(`at most ${max}`);
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : undefined;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  if (maxLength !== undefined) parts.push(`${minLength ?? 0} to ${maxLength} characters`);
  else if (minLength !== undefined && minLength > 0) parts.push(`at least ${minLength} character${minLength === 1 ? '' : 's'}`);
  if (typeof schema.pattern === 'string') parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined && !isObject(schema.default)) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

function Control({ spec, value, onChange, props }: { spec: FieldSpec; value: string; onChange: (value: string) => void; props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean } }) {
  if (spec.kind === 'enum' || spec.kind === 'boolean') {
    return (
      <select {...props} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{spec.required ? 'Choose…' : '(not sent)'}</option>
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
  const places = (['path', 'query', 'header', 'body'] as const).filter((place) => model.fields.some((spec) => spec.place === place));
  if (places.length === 0) return null;
  return (
    <>
      {places.map((place) => (
        <fieldset key={place} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-semibold">{place === 'body' ? 'Body (JSON)' : PLACE_HEADINGS[place]}</legend>
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
                      {spec.required ? <span className="text-danger"> *</span> : <span className="font-normal text-muted"> (optional)</span>}
                      {spec.deprecated ? <span className="font-normal text-muted"> (deprecated)</span> : null}
                    </>
                  }
                  hint={
                    <>
                      {schemaHint(spec.schema)}
                      {spec.description ? <span className="block line-clamp-3">{spec.description}</span> : null}
                      {spec.secret ? <span className="block">Kept out of the address.</span> : null}
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
  const target = schemaType(schema) === 'array' && isObject(schema.items) ? schema.items : schema;
  const properties = isObject(target.properties) ? Object.entries(target.properties).filter((entry): entry is [string, Schema] => isObject(entry[1])) : [];
  if (properties.length === 0 || depth > 2) return null;
  const required = new Set(Array.isArray(target.required) ? target.required : []);
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
      {properties.length > 60 ? <li className="text-muted">…and {properties.length - 60} more</li> : null}
    </ul>
  );
}

/** The body's properties under the JSON editor: name, required (*), type, bounds, choices, nested. */
export function SchemaOutline({ schema }: { schema: Schema | undefined }) {
  const properties = schema && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const alternatives = schema ? (['oneOf', 'anyOf'] as const).find((key) => Array.isArray(schema[key])) : undefined;
  // Rendered when opened: a large document's body schema can hold thousands of properties.
  const [open, setOpen] = useState(false);
  if (!schema || (properties.length === 0 && !alternatives)) return <p className="text-xs text-muted">Schema: {schemaHint(schema)}.</p>;
  return (
    <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-accent">
        The body’s schema ({properties.length} properties{alternatives ? `, or one of ${(schema[alternatives] as unknown[]).length} shapes (${alternatives})` : ''})
      </summary>
      {open ? (
        <div className="mt-1">
          <PropertyList schema={schema} depth={0} />
          {alternatives
            ? (schema[alternatives] as unknown[]).filter(isObject).map((shape, index) => (
                <div key={index} className="mt-1">
                  <p className="text-muted">
                    Shape {index + 1}: {schemaHint(shape)}
                  </p>
                  <PropertyList schema={shape} depth={1} />
                </div>
              ))
            : null}
        </div>
      ) : null}
    </details>
  );
}
