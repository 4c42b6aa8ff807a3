/**
 * A console form that follows the live document (docs/drift.md): given the document (the explorer's,
 * read when the form opens) and the form's operation, the body fields the document requires that
 * the form does not have, their values and problems, and the fields the form sends that the
 * document no longer lists. The code that builds and checks them (the explorer's form model and
 * its JSON Schema checker) loads only when the document differs from the form, never with the form's
 * first view nor for a document that matches it.
 */
import { createElement, useMemo, useState } from 'react';
import { lazyPart, useLazyPart } from '@/lib/code-loading/lazy-part';
import type { LiveDocument } from '@/lib/openapi/live-body';
import { liveBodyNames } from '@/lib/openapi/live-body-names';
import type { FieldSpec } from '@/lib/openapi/request-model';
import { fieldElementId } from './field-id';

const part = lazyPart(() => import('./live-body-fields'));

export interface LiveBodyTarget {
  method: 'post' | 'put' | 'patch';
  /** The path template as in the document: '/instances'. */
  path: string;
  /** Every body field the form has (sent or not). */
  known: readonly string[];
  /** Before the live fields' element ids. */
  idPrefix: string;
}

export interface LiveBody {
  target: LiveBodyTarget;
  /** Fields the live document requires that the form does not have. */
  fields: FieldSpec[];
  /** Fields the form sends that the live document no longer lists. */
  dropped: string[];
  values: Record<string, string>;
  setValue: (id: string, value: string) => void;
  /** The live fields' values as sent (only the valid ones). */
  body: Record<string, unknown>;
  problems: Record<string, string[]>;
  /** Problems are shown for every field (after a refused submit), else for touched ones. */
  showProblems: (id: string) => boolean;
  /** The invalid live fields by element id and name, for the form's error summary (after a refused submit). */
  invalid: Array<{ id: string; name: string }>;
  /** Shows every problem; true when the live fields may be sent. */
  check: () => boolean;
}

export function useLiveBody(document: LiveDocument | undefined, target: LiveBodyTarget): LiveBody {
  const { method, path, known } = target;
  // The form model and the schema checker load only when the document differs by name.
  const differs = useMemo(() => {
    if (!document) return false;
    const names = liveBodyNames(document.operations, method, path, known);
    return names.missing.length > 0 || names.dropped.length > 0;
  }, [document, method, path, known]);
  const code = useLazyPart(part, differs);
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const shape = useMemo(
    () => (code && document && differs ? code.liveBody(document, method, path, known) : undefined),
    [code, document, differs, method, path, known],
  );
  const fields = useMemo(() => shape?.fields ?? [], [shape]);
  const checked = useMemo(
    () =>
      code && document
        ? code.liveValues(fields, values, document.dialect)
        : { body: {}, problems: {} },
    [code, document, fields, values],
  );
  const wrong = fields
    .filter((spec) => checked.problems[spec.id])
    .map((spec) => ({ id: fieldElementId(target.idPrefix, spec.id), name: spec.name }));
  return {
    target,
    fields,
    dropped: shape?.dropped ?? [],
    values,
    setValue: (id, value) => {
      setValues((now) => ({ ...now, [id]: value }));
      setTouched((now) => new Set(now).add(id));
    },
    body: checked.body,
    problems: checked.problems,
    showProblems: (id) => all || touched.has(id),
    invalid: all ? wrong : [],
    check: () => {
      setAll(true);
      return wrong.length === 0;
    },
  };
}

/** The live fields and the notice of what the document no longer lists; nothing while the document matches. */
export function LiveBodyFields({ live }: { live: LiveBody }) {
  const code = useLazyPart(part, live.fields.length > 0 || live.dropped.length > 0);
  return code ? createElement(code.LiveBodyFieldsView, { live }) : null;
}
