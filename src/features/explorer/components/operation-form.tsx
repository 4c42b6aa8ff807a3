/**
 * The fields of an operation: one per parameter (path, query, header) and, for a flat object body,
 * one per property; a JSON editor with the schema's outline for any other body. Enums and booleans
 * are choices; the rest are text, checked against the schema before anything is sent.
 */
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

/** The body's top-level properties under the JSON editor: name, required, type and bounds. */
export function SchemaOutline({ schema }: { schema: Schema | undefined }) {
  const properties = schema && isObject(schema.properties) ? Object.entries(schema.properties).filter(([, property]) => isObject(property)) : [];
  const alternatives = schema ? (['oneOf', 'anyOf'] as const).find((key) => Array.isArray(schema[key])) : undefined;
  if (properties.length === 0 && !alternatives) return <p className="text-xs text-muted">Schema: {schemaHint(schema)}.</p>;
  const required = new Set(Array.isArray(schema?.required) ? schema.required : []);
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-accent">The body’s schema ({properties.length} properties{alternatives ? `, ${alternatives}` : ''})</summary>
      <ul className="mt-1 flex flex-col gap-1">
        {properties.map(([name, property]) => (
          <li key={name}>
            <span className="font-mono">{name}</span>
            {required.has(name) ? <span className="text-danger"> *</span> : null}
            <span className="text-muted"> {schemaHint(property as Schema)}</span>
            {Array.isArray((property as Schema).enum) ? <span className="text-muted">: {((property as Schema).enum as unknown[]).map(String).join(', ')}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
