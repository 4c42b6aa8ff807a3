import { t } from '@lingui/core/macro';
import type { KeyRefusal } from '@/lib/openapi/operation-index';

/** Why a key alone cannot use an operation, in the chosen language (the schemes' names as the document gives them). */
export function keyRefusalText(refusal: KeyRefusal): string {
  if (refusal.kind === 'schemes') {
    const [first = '', ...rest] = refusal.names;
    const names = rest.reduce(
      (list, name) =>
        t({ message: `${list} or ${name}`, comment: 'Security schemes, any one of which will do' }),
      first,
    );
    return t`Needs ${names}: an API key is not enough.`;
  }
  const description = refusal.description;
  return description
    ? t`The document lists no success for it, only a refusal (403: ${description}).`
    : t`The document lists no success for it, only a refusal (403).`;
}
