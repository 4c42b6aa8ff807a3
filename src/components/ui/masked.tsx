import { mask, usePresenting, type MaskKind } from '@/lib/presentation';

/** A value shown as is, or masked while presentation mode is on (a key prefix, a webhook URL, an e-mail). */
export function Masked({ children, kind }: { children: string; kind: MaskKind }) {
  return <>{usePresenting() ? mask(children, kind) : children}</>;
}
