/**
 * The fields of an operation's form as the explorer builds them from a document (request-model.ts):
 * one per parameter and, for a flat object body, one per property. Enums and booleans are choices;
 * the rest are text, checked against the schema before anything is sent. The explorer renders every
 * field; a console form renders the fields the live document adds (live-body-fields.tsx).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { fieldElementId } from './field-id';
import type { FieldSpec, FormModel, FormValues } from '@/lib/openapi/request-model';
import { schemaHint } from '@/lib/openapi/schema-hint';

const PLACE_HEADINGS = {
  path: msg({ message: 'Path', context: 'request parameters' }),
  query: msg({ message: 'Query', context: 'request parameters' }),
  header: msg({ message: 'Headers', context: 'request parameters' }),
  body: msg`Body (JSON)`,
} as const;

function Control({
  spec,
  value,
  onChange,
  props,
}: {
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };
}) {
  const { t } = useLingui();
  if (spec.kind === 'enum' || spec.kind === 'boolean') {
    return (
      <select
        {...props}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
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
    return (
      <textarea
        {...props}
        className={cn(inputClass, 'min-h-20 font-mono')}
        value={value}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <input
      {...props}
      className={cn(
        inputClass,
        spec.kind !== 'string' || spec.schema?.format ? 'font-mono' : undefined,
      )}
      type={spec.secret ? 'password' : 'text'}
      inputMode={
        spec.kind === 'integer' ? 'numeric' : spec.kind === 'number' ? 'decimal' : undefined
      }
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
  idPrefix = 'explorer',
  legend,
}: {
  model: FormModel;
  form: FormValues;
  problems: Record<string, string[]>;
  /** Ids whose problems are shown (touched, or all after a send was tried). */
  showProblems: (id: string) => boolean;
  onValue: (id: string, value: string) => void;
  /** Before each field's element id ('explorer-body_name'). */
  idPrefix?: string;
  /** The fieldsets' legend instead of the place's (a console form: "From the live service"). */
  legend?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const places = (['path', 'query', 'header', 'body'] as const).filter((place) =>
    model.fields.some((spec) => spec.place === place),
  );
  if (places.length === 0) return null;
  return (
    <>
      {places.map((place) => (
        <fieldset key={place} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-semibold">
            {legend ?? i18n._(PLACE_HEADINGS[place])}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {model.fields
              .filter((spec) => spec.place === place)
              .map((spec) => (
                <Field
                  key={spec.id}
                  id={fieldElementId(idPrefix, spec.id)}
                  label={
                    <>
                      <span className="font-mono">{spec.name}</span>
                      {spec.required ? (
                        <span className="text-danger"> *</span>
                      ) : (
                        <span className="font-normal text-muted"> {t`(optional)`}</span>
                      )}
                      {spec.deprecated ? (
                        <span className="font-normal text-muted"> {t`(deprecated)`}</span>
                      ) : null}
                    </>
                  }
                  hint={
                    <>
                      {schemaHint(spec.schema)}
                      {spec.description ? (
                        <span className="block line-clamp-3">{spec.description}</span>
                      ) : null}
                      {spec.secret ? (
                        <span className="block">{t`Kept out of the address.`}</span>
                      ) : null}
                    </>
                  }
                  error={showProblems(spec.id) ? problems[spec.id]?.join(' ') : undefined}
                >
                  {(props) => (
                    <Control
                      spec={spec}
                      value={form.values[spec.id] ?? ''}
                      onChange={(value) => onValue(spec.id, value)}
                      props={props}
                    />
                  )}
                </Field>
              ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
