import { t } from '@lingui/core/macro';

/**
 * A key's scope in words, in the chosen language. The service's own value ("read", "full") is the
 * English; a scope this console does not know yet is shown as the service sends it.
 */
export function scopeWord(scope: string): string {
  if (scope === 'read') return t({ message: 'read', context: 'key scope' });
  if (scope === 'full') return t({ message: 'full', context: 'key scope' });
  return scope;
}

/** "read scope", "full scope". */
export function scopeName(scope: string): string {
  if (scope === 'read') return t`read scope`;
  if (scope === 'full') return t`full scope`;
  return t`${scope} scope`;
}
