/**
 * Presentation mode's masks (lib/presentation.ts): a chunk of their own, loaded before the mode is
 * on (when it is switched on, when another tab switches it on, and before the first render of a tab
 * that starts with it on), so a tab with the mode off never fetches them. Call them through
 * presentation.ts' wrappers, which return the value unchanged while the mode is off.
 */
import { MASKED_EMAIL, MASKED_WORD, type MaskKind } from './presentation';

export const MASKED_IP = '•••.•••.•••.•••';
const DOTS = '•••.••';

// Fixed shapes (presentation.ts), so a masked cell keeps about its width and tells nothing.

const IPV4 = String.raw`\b(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?\b`;
// Eight groups, or fewer around "::" (needs a hex digit or a second colon-group so "a::" in prose is rare).
const H = '[0-9a-fA-F]{1,4}';
const IPV6 = String.raw`(?:\b${H}(?::${H}){7}\b|(?:\b${H}(?::${H})*)?::(?:${H}(?::${H})*\b)?)(?:\/\d{1,3})?`;
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// "$1,234.56", "-$5", "€12", "USD 1,234.56", "1,234.56 USD", and the amount before its currency
// as German and many other languages write it ("1.234,56 $", "12 €", "1.234,56 USD").
const MONEY = String.raw`[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\b[A-Z]{3}\s\d[\d,]*\.\d\d\b|\b\d[\d,]*\.\d\d\s[A-Z]{3}\b|\b\d(?:[\d.,\s]*\d)?\s?[$€£¥](?!\d)|\b\d[\d.\s]*,\d\d\s[A-Z]{3}\b`;
const ANY = new RegExp(`(${EMAIL})|(${IPV4})|(${MONEY})|(${IPV6})`, 'g');

/** Masks every e-mail, IP (v4, v6, a CIDR range) and money amount found in free text. */
export function maskText(text: string): string {
  return text.replace(
    ANY,
    (
      match,
      email: string | undefined,
      ip4: string | undefined,
      money: string | undefined,
      ip6: string | undefined,
    ) => {
      if (email) return MASKED_EMAIL;
      if (ip4 || ip6) {
        // A lone "::" (code, prose) is not an address.
        if (ip6 && !/[0-9a-f]/i.test(ip6)) return match;
        return MASKED_IP;
      }
      if (money) return maskMoney(money);
      return match;
    },
  );
}

/** "$1,234.56" -> "$•••.••", "XQZ 1,234.56" -> "XQZ •••.••": the currency stays, the amount goes. */
export function maskMoney(formatted: string): string {
  // A compact axis label's suffix ("$1.2K") would tell the magnitude: it goes too.
  return formatted.replace(/(?:\d[\d,.\s]*\d|\d)[KMBT]?/, DOTS);
}

/** "https://hooks.example.com:8443/in?x=1" -> "https://••••••••/in?x=1". */
export function maskUrlHost(url: string): string {
  return url.replace(
    /^([a-z][a-z0-9+.-]*:\/\/)?(?:[^/?#@]*@)?[^/?#]+/i,
    (_all, scheme: string | undefined) => `${scheme ?? ''}${MASKED_WORD}`,
  );
}

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
