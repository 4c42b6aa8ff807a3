/**
 * A console form's field held to the bounds in force (docs/drift.md, "Limits the live document
 * sets"): the live document's bounds of the field (src/lib/openapi/bounds.ts) over our contract's,
 * a quiet hint when the live document's differ, and the words refusing a value before it is sent.
 *
 *   const name = useFieldBounds(document, 'post', '/volumes', 'name', { maxLength: 63 });
 *   const nameError = volumeNameError(value) ?? boundError(name, value);
 *   <Field hint={boundHint(name, { maxLength: 63 })} error={nameError}>…
 */
import { t } from '@lingui/core/macro';
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

export function useFieldBounds(
  document: { operations: readonly OperationInfo[] } | undefined,
  method: string,
  path: string,
  field: string,
  contract: Bounds,
): BoundsInForce {
  return useMemo(
    () =>
      boundsInForce(
        contract,
        document ? liveFieldBounds(document.operations, method, path, field) : undefined,
      ),
    // The contract's figures are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [document, method, path, field],
  );
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
    case 'too-short': {
      const least = formatNumber(problem.min);
      return t`Use at least ${least} characters.`;
    }
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
 * The quiet line by a field whose live bounds differ from our contract's, so a tighter limit is
 * known before it refuses anything; undefined when the contract's are in force or the same.
 */
export function boundHint(bounds: BoundsInForce, contract: Bounds): string | undefined {
  if (bounds.source !== 'live') return undefined;
  if (bounds.maxLength !== undefined && bounds.maxLength !== contract.maxLength) {
    const most = formatNumber(bounds.maxLength);
    return t`At most ${most} characters, as the service’s live document says.`;
  }
  if (bounds.pattern !== undefined && bounds.pattern !== contract.pattern) {
    const pattern = bounds.pattern;
    return t`Text matching ${pattern}, as the service’s live document says.`;
  }
  return undefined;
}
