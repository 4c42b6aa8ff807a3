/**
 * Presentation mode (issue 28 item 5): while it is on, the console masks on screen what a screen
 * share must not show (IP addresses, e-mails, key prefixes, webhook hosts, account names, money,
 * and secrets by what they are: secret-named fields, issuers' tokens, random runs; masks.ts).
 * The data, the cache and the requests are untouched: only what is rendered is masked, where it is
 * rendered (formatCents, CopyText, UserText, the top bar, the palette, "Show the request").
 *
 * The switch is a flag in localStorage (a boolean, never a secret); the `storage` event keeps every
 * open tab in step. Pressing Sign out turns it off.
 *
 * The masks themselves (their patterns, `masks.ts`) are a chunk of their own, and this file holds
 * the rule that makes that safe: **whenever `isPresenting()` is true, the masks are loaded**.
 * Turning the mode on (here, or in another tab) loads them first, then flips the flag and tells the
 * listeners; a tab that starts with the flag set loads them before its first render
 * (`startPresentation`, awaited by main.tsx), so it paints masked from its first frame, and a tab
 * with the mode off never fetches them. If they cannot be fetched (a deploy replaced the file):
 * turning the mode on here fails and says so (`usePresentingFailed`, shown by the switch); a tab
 * that must be on (the flag at start, another tab's switch) masks every value whole instead
 * (`MASKED_WORD`), never showing a real value as if masked.
 */
import { useSyncExternalStore } from 'react';

export const PRESENTING_KEY = 'cc.presenting';

// The shapes the top bar uses, and the whole-value mask without the chunk; the others are in masks.ts.
export const MASKED_EMAIL = '••••@••••';
export const MASKED_WORD = '••••••••';

/** `id`: a resource's ID, readable unless it is an issuer's token (masks.ts). */
export type MaskKind = 'ip' | 'email' | 'word' | 'url' | 'text' | 'money' | 'id';

type Masks = typeof import('./masks');

let masks: Masks | undefined;
let loading: Promise<Masks> | undefined;
let on = false;
let failed = false;
// Each switch request's number: a load that ends after a later request changes nothing.
let request = 0;
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(PRESENTING_KEY) === '1';
  } catch {
    return false;
  }
}

function loadMasks(): Promise<Masks> {
  if (masks) return Promise.resolve(masks);
  loading ??= import('./masks').then(
    (module) => (masks = module),
    (error: unknown) => {
      // A later attempt tries again (the file may be back once a deploy finishes).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function isPresenting(): boolean {
  return on;
}

/** True when the last attempt to turn the mode on in this tab failed (its masks could not be loaded). */
export const presentingFailed = (): boolean => failed;

function changed(): void {
  globalThis.document?.documentElement.toggleAttribute('data-presenting', on);
  for (const listener of listeners) listener();
}

/** On once the masks are there; if they cannot be, on all the same with every value masked whole. */
function turnOnWhenLoaded(): Promise<void> {
  const mine = ++request;
  const turnOn = () => {
    if (mine !== request || on) return;
    on = true;
    changed();
  };
  return loadMasks().then(turnOn, turnOn);
}

/** Before the first render: a tab that starts with the flag set waits for the masks (only then). */
export function startPresentation(): Promise<void> | undefined {
  return read() ? turnOnWhenLoaded() : undefined;
}

/**
 * Switches the mode. On: loads the masks first, and resolves false (the mode stays off, the switch
 * says so) if they cannot be loaded or another request came meanwhile. Off: at once.
 */
export function setPresenting(next: boolean): Promise<boolean> {
  const mine = ++request;
  const apply = () => {
    if (on === next && !failed) return true;
    failed = false;
    on = next;
    try {
      if (next) globalThis.localStorage?.setItem(PRESENTING_KEY, '1');
      else globalThis.localStorage?.removeItem(PRESENTING_KEY);
    } catch {
      // Storage refused: the mode still holds in this tab.
    }
    changed();
    return true;
  };
  if (!next || masks) return Promise.resolve(apply());
  return loadMasks().then(
    () => mine === request && apply(),
    () => {
      if (mine === request) {
        failed = true;
        changed();
      }
      return false;
    },
  );
}

export const togglePresenting = (): Promise<boolean> => setPresenting(!on);

export function subscribePresenting(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function usePresenting(): boolean {
  return useSyncExternalStore(subscribePresenting, isPresenting, isPresenting);
}

export function usePresentingFailed(): boolean {
  return useSyncExternalStore(subscribePresenting, presentingFailed, presentingFailed);
}

// Another tab switched it: follow (on: once the masks are here), so the tab being shared is never
// the one left unmasked.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== PRESENTING_KEY && event.key !== null) return;
  if (read()) {
    failed = false;
    void turnOnWhenLoaded();
  } else if (on || failed) {
    ++request;
    on = failed = false;
    changed();
  } else ++request;
});

/** The value masked as `kind` while presenting; unchanged while the mode is off. */
export function mask(value: string, kind: MaskKind): string {
  if (!on || !value || value === '—') return value;
  // Without the masks' chunk (it could not be loaded) the whole value goes.
  return masks ? masks.mask(value, kind) : MASKED_WORD;
}

/**
 * A field's or a header's value while presenting: masked whole when its name says it holds a secret
 * (`password`, `client_secret`, `X-Api-Key`…), else as `kind`; unchanged while off.
 */
export function maskField(
  name: string | undefined,
  value: string,
  kind: MaskKind = 'text',
): string {
  if (!on || !value || value === '—') return value;
  return masks ? masks.maskField(name, value, kind) : MASKED_WORD;
}

/** Every secret, e-mail, IP and amount in free text masked while presenting; unchanged while off. */
export const maskText = (text: string): string => mask(text, 'text');

/** "$1,234.56" -> "$•••.••" while presenting; unchanged while off. */
export const maskMoney = (formatted: string): string => mask(formatted, 'money');

/** The value as it may be shown now: masked while presenting. Read during render. */
export const shown = (value: string, kind: MaskKind = 'text'): string => mask(value, kind);
