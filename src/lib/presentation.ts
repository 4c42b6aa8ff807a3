/**
 * Presentation mode (issue 28 item 5): while it is on, the console masks on screen what a screen
 * share must not show (IP addresses, e-mails, key prefixes, webhook hosts, account names, money).
 * The data, the cache and the requests are untouched: only what is rendered is masked, where it is
 * rendered (formatCents, CopyText, UserText, <Masked>, the top bar, the palette, "Show the request").
 *
 * The switch is a flag in localStorage (a boolean, never a secret), read synchronously at start so a
 * new tab (Ctrl-click) paints masked from its first frame, with no unmasked flash while it would ask
 * the other tabs; the `storage` event keeps every open tab in step. Pressing Sign out turns it off.
 */
import { useSyncExternalStore } from 'react';

export const PRESENTING_KEY = 'cc.presenting';

let on: boolean | undefined;
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(PRESENTING_KEY) === '1';
  } catch {
    return false;
  }
}

export function isPresenting(): boolean {
  on ??= read();
  return on;
}

function changed(): void {
  globalThis.document?.documentElement.toggleAttribute('data-presenting', isPresenting());
  for (const listener of listeners) listener();
}

export function setPresenting(next: boolean): void {
  if (next === isPresenting()) return;
  on = next;
  try {
    if (next) globalThis.localStorage?.setItem(PRESENTING_KEY, '1');
    else globalThis.localStorage?.removeItem(PRESENTING_KEY);
  } catch {
    // Storage refused: the mode still holds in this tab.
  }
  changed();
}

export const togglePresenting = (): void => setPresenting(!isPresenting());

export function subscribePresenting(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function usePresenting(): boolean {
  return useSyncExternalStore(subscribePresenting, isPresenting, isPresenting);
}

// Another tab switched it: follow at once, so the tab being shared is never the one left unmasked.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== PRESENTING_KEY && event.key !== null) return;
  on = read();
  changed();
});

// --- The masks: fixed shapes, so a masked cell keeps about its width and tells nothing. ---

export const MASKED_IP = '•••.•••.•••.•••';
export const MASKED_EMAIL = '••••@••••';
export const MASKED_WORD = '••••••••';
const DOTS = '•••.••';

const IPV4 = String.raw`\b(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?\b`;
// Eight groups, or fewer around "::" (needs a hex digit or a second colon-group so "a::" in prose is rare).
const H = '[0-9a-fA-F]{1,4}';
const IPV6 = String.raw`(?:\b${H}(?::${H}){7}\b|(?:\b${H}(?::${H})*)?::(?:${H}(?::${H})*\b)?)(?:\/\d{1,3})?`;
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// "$1,234.56", "-$5", "€12", "USD 1,234.56", "1,234.56 USD".
const MONEY = String.raw`[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\b[A-Z]{3}\s\d[\d,]*\.\d\d\b|\b\d[\d,]*\.\d\d\s[A-Z]{3}\b`;
const ANY = new RegExp(`(${EMAIL})|(${IPV4})|(${MONEY})|(${IPV6})`, 'g');

/** Masks every e-mail, IP (v4, v6, a CIDR range) and money amount found in free text. */
export function maskText(text: string): string {
  return text.replace(ANY, (match, email: string | undefined, ip4: string | undefined, money: string | undefined, ip6: string | undefined) => {
    if (email) return MASKED_EMAIL;
    if (ip4 || ip6) {
      // A lone "::" (code, prose) is not an address.
      if (ip6 && !/[0-9a-f]/i.test(ip6)) return match;
      return MASKED_IP;
    }
    if (money) return maskMoney(money);
    return match;
  });
}

/** "$1,234.56" -> "$•••.••", "XQZ 1,234.56" -> "XQZ •••.••": the currency stays, the amount goes. */
export function maskMoney(formatted: string): string {
  // A compact axis label's suffix ("$1.2K") would tell the magnitude: it goes too.
  return formatted.replace(/(?:\d[\d,.\s]*\d|\d)[KMBT]?/, DOTS);
}

/** "https://hooks.example.com:8443/in?x=1" -> "https://••••••••/in?x=1". */
export function maskUrlHost(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)?(?:[^/?#@]*@)?[^/?#]+/i, (_all, scheme: string | undefined) => `${scheme ?? ''}${MASKED_WORD}`);
}

export type MaskKind = 'ip' | 'email' | 'word' | 'url' | 'text' | 'money';

export function mask(value: string, kind: MaskKind): string {
  if (!value || value === '—') return value;
  switch (kind) {
    case 'ip':
      return MASKED_IP;
    case 'email':
      return MASKED_EMAIL;
    case 'word':
      return MASKED_WORD;
    case 'url':
      return maskText(maskUrlHost(value));
    case 'money':
      return maskMoney(value);
    default:
      return maskText(value);
  }
}

/** The value as it may be shown now: masked while presenting. Read during render. */
export function shown(value: string, kind: MaskKind = 'text'): string {
  return isPresenting() ? mask(value, kind) : value;
}
