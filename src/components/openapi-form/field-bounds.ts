/**
 * A console form's field held to the bounds in force (docs/drift.md, "Limits the live document
 * sets"): the live document's bounds of the field (src/lib/openapi/bounds.ts) over our contract's,
 * a quiet hint when the live document's differ, and the words refusing a value before it is sent.
 *
 *   const bounds = useFormBounds(document, 'post', '/volumes', { name: { maxLength: 63 } });
 *   const nameError = volumeNameError(value) ?? boundError(bounds.name, value);
 *   <Field hint={boundHint(bounds.name, { maxLength: 63 })} error={nameError}>…
 */
import { plural, t } from '@lingui/core/macro';
import { useMemo } from 'react';
import {
  boundProblem,
  boundsInForce,
  liveFieldBounds,
  type Bounds,
  type BoundsInForce,
} from '@/lib/openapi/bounds';
import type { OperationInfo } from '@/lib/openapi/operation-index';
import { formatNumber } from '@/lib/format';
import { tooLongMessage } from '@/lib/length-limit';

/**
 * Every field of a form's body at once: `contract` names each field the form sends with our
 * contract's bounds of it (the form's constants), and each comes back held to the bounds in force.
 *
 *   const bounds = useFormBounds(document, 'post', '/vpcs', VPC_BOUNDS);
 *   const nameError = ours(name) ?? boundError(bounds.name, name);
 */
export function useFormBounds<F extends string>(
  document: { operations: readonly OperationInfo[] } | undefined,
  method: string,
  path: string,
  contract: Readonly<Record<F, Bounds>>,
): Record<F, BoundsInForce> {
  return useMemo(
    () => formBoundsInForce(document, method, path, contract),
    // The contract's figures are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [document, method, path],
  );
}

/** useFormBounds without React, for a form's validation outside a component and for tests. */
export function formBoundsInForce<F extends string>(
  document: { operations: readonly OperationInfo[] } | undefined,
  method: string,
  path: string,
  contract: Readonly<Record<F, Bounds>>,
): Record<F, BoundsInForce> {
  const out = {} as Record<F, BoundsInForce>;
  for (const field of Object.keys(contract) as F[])
    out[field] = fieldBoundsInForce(document, method, path, field, contract[field]);
  return out;
}

function fieldBoundsInForce(
  document: { operations: readonly OperationInfo[] } | undefined,
  method: string,
  path: string,
  field: string,
  contract: Bounds,
): BoundsInForce {
  return boundsInForce(
    contract,
    document ? liveFieldBounds(document.operations, method, path, field) : undefined,
  );
}

/**
 * A number field's text as the value the bounds judge: a number when it reads as one, else the
 * text (the form's own rule says what is wrong with it; the bounds then judge nothing).
 */
export function numberValue(text: string): number | string {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : '';
}

/** Of the form's own choices (a select's values), those the bounds in force allow. */
export function allowedValues<T>(bounds: BoundsInForce, choices: readonly T[]): T[] {
  return bounds.values ? choices.filter((choice) => bounds.values!.includes(choice)) : [...choices];
}

/** Why the value is outside the bounds in force, in the form's words; undefined when it is inside. */
export function boundError(bounds: BoundsInForce, value: unknown): string | undefined {
  const problem = boundProblem(bounds, value);
  if (!problem) return undefined;
  const text = typeof value === 'string' ? value : '';
  switch (problem.kind) {
    case 'required':
      return t`The live service requires this field.`;
    case 'too-long':
      return tooLongMessage(problem.max, [...text].length);
    case 'too-short':
      return plural(problem.min, {
        one: 'Use at least # character.',
        other: 'Use at least # characters.',
      });
    case 'pattern': {
      const pattern = problem.pattern;
      return t`The service’s live document takes only text matching ${pattern}.`;
    }
    case 'too-large': {
      const most = formatNumber(problem.max);
      return t`At most ${most}.`;
    }
    case 'too-small': {
      const least = formatNumber(problem.min);
      return t`At least ${least}.`;
    }
    case 'not-allowed': {
      const values = problem.values.map(String).join(', ');
      return t`The service takes only ${values}.`;
    }
  }
}

/**
 * Each field's words refusing its value (only the fields with one), for a form that checks every
 * field at once; `values` as sent (a number field's as a number: numberValue).
 */
export function boundErrors<F extends string>(
  bounds: Readonly<Record<F, BoundsInForce>>,
  values: Readonly<Record<NoInfer<F>, unknown>>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const field of Object.keys(bounds) as F[]) {
    const error = boundError(bounds[field], values[field]);
    if (error) out[field] = error;
  }
  return out;
}

/**
 * The quiet line by a field whose live bounds differ from our contract's, so a tighter limit is
 * known before it refuses anything; undefined when the contract's are in force or the same.
 */
export function boundHint(bounds: BoundsInForce, contract: Bounds): string | undefined {
  if (bounds.source !== 'live') return undefined;
  if (bounds.maxLength !== undefined && bounds.maxLength !== contract.maxLength) {
    const most = formatNumber(bounds.maxLength);
    return t`At most ${most} characters, as the service’s live document says.`;
  }
  if (bounds.minLength !== undefined && bounds.minLength !== (contract.minLength ?? 0))
    return plural(bounds.minLength, {
      one: 'At least # character, as the service’s live document says.',
      other: 'At least # characters, as the service’s live document says.',
    });
  if (bounds.pattern !== undefined && bounds.pattern !== contract.pattern) {
    const pattern = bounds.pattern;
    return t`Text matching ${pattern}, as the service’s live document says.`;
  }
  if (
    (bounds.maximum !== undefined && bounds.maximum !== contract.maximum) ||
    (bounds.minimum !== undefined && bounds.minimum !== contract.minimum)
  ) {
    const least = formatNumber(bounds.minimum ?? 0);
    const most = bounds.maximum === undefined ? undefined : formatNumber(bounds.maximum);
    return most === undefined
      ? t`At least ${least}, as the service’s live document says.`
      : t`From ${least} to ${most}, as the service’s live document says.`;
  }
  if (bounds.values && !sameValues(bounds.values, contract.values)) {
    const values = bounds.values.map(String).join(', ');
    return t`The service takes only ${values}, as its live document says.`;
  }
  return undefined;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((value) => b.includes(value));
