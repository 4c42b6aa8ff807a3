import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The label of a value the console knows, or undefined for one a newer service sends. */
export function knownLabel<K extends string>(
  labels: Readonly<Record<K, string>>,
  value: string,
): string | undefined {
  return Object.hasOwn(labels, value) ? labels[value as K] : undefined;
}

/**
 * An enumerated value in words. A value the console does not know yet (the live service may add
 * a status, a category or an event) is shown as itself and marked unknown, never hidden or guessed.
 */
export function EnumLabel<K extends string>({
  labels,
  value,
}: {
  labels: Readonly<Record<K, string>>;
  value: string;
}): ReactNode {
  const label = knownLabel(labels, value);
  if (label !== undefined) return label;
  return (
    <span data-unknown-value="">
      <bdi className="font-mono text-xs">{value}</bdi>{' '}
      <span className="text-xs text-muted">
        <Trans>(unknown)</Trans>
      </span>
    </span>
  );
}
