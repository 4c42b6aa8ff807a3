/**
 * The role of a demo link whose key the service refused (link.ts notes it), shown once on the
 * connect screen (src/features/session/demo-keys.tsx reads it, then forgets it). Its own file, so
 * the link and the connect screen share it without importing each other.
 */
let refusedLink: string | null = null;

export function noteDemoLinkRefused(kind: string): void {
  refusedLink = kind;
}

export const refusedDemoLink = (): string | null => refusedLink;

/** Said once: a later visit to the connect screen is not about the link. */
export function forgetRefusedDemoLink(): void {
  refusedLink = null;
}
