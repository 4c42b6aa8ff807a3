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
// Starts where a run of its characters starts: tried inside a long run, it would rescan it from each
// character (quadratic; 20,000 letters took 3 s).
const EMAIL = String.raw`(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// "$1,234.56", "-$5", "€12", "USD 1,234.56", "1,234.56 USD", and the amount before its currency
// as German and many other languages write it ("1.234,56 $", "12 €", "1.234,56 USD").
// An amount written digits first is bounded at 40 characters (the largest the console formats,
// "-$90,071,992,547,409.90", has 22): unbounded, every digit of a long run of digits and spaces
// rescanned the rest of it (200,000 characters took minutes).
const MONEY = String.raw`[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\b[A-Z]{3}\s\d[\d,]*\.\d\d\b|\b\d[\d,]{0,40}\.\d\d\s[A-Z]{3}\b|\b\d(?:[\d.,\s]{0,40}\d)?\s?[$€£¥](?!\d)|\b\d[\d.\s]{0,40},\d\d\s[A-Z]{3}\b`;
const ANY = new RegExp(`(${EMAIL})|(${IPV4})|(${MONEY})|(${IPV6})`, 'g');

// Secrets, by what they are (F4). A secret is masked whole (MASKED_WORD): no prefix, no length.

/**
 * A field or header whose value is a credential, by its name in any case and with any separators
 * ("client_secret", "X-Api-Key", "signingSecret", "config.password"), plural or not.
 */
const SECRET_NAME =
  /(?:secret|token|password|passwd|pwd|passphrase|apikey|privatekey|secretkey|signingkey|encryptionkey|accesskey|credential|authorization|auth|cookie|sessionid|recoverycode|backupcode)s?$/;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

// Issuers' own prefixes, so a token is known by its shape wherever it is written: the console's keys
// (ccs_, and the cc_live_/cc_test_ shape), webhook signing secrets (whsec_), Stripe, OpenAI-style sk-,
// GitHub, GitLab, Slack, AWS access key IDs, Google API keys, npm, and JSON Web Tokens (eyJ is `{"`).
const PREFIXED = [
  String.raw`ccs_[A-Za-z0-9_]+`,
  String.raw`cc_(?:live|test)_[A-Za-z0-9_]+`,
  String.raw`whsec_[A-Za-z0-9+/=_-]+`,
  String.raw`[sr]k_(?:live|test)_[A-Za-z0-9]+`,
  String.raw`sk_[A-Za-z0-9]{16,}`,
  String.raw`sk-[A-Za-z0-9_-]{16,}`,
  String.raw`gh[pousr]_[A-Za-z0-9]{20,}`,
  String.raw`github_pat_[A-Za-z0-9_]{20,}`,
  String.raw`glpat-[A-Za-z0-9_-]{20,}`,
  String.raw`xox[abeoprs]-[A-Za-z0-9-]{8,}`,
  String.raw`xapp-[A-Za-z0-9-]{8,}`,
  String.raw`(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}`,
  String.raw`AIza[0-9A-Za-z_-]{35}`,
  String.raw`npm_[A-Za-z0-9]{36}`,
  String.raw`eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*`,
].join('|');
// Not inside a longer word ("disk_…" holds no "sk_"); a token's own characters end it.
const PREFIXED_TOKEN = new RegExp(`(?<![A-Za-z0-9])(?:${PREFIXED})`, 'g');
const PREFIXED_WHOLE = new RegExp(`^(?:${PREFIXED})$`);
// A whole PEM private key block, or what is left of one that was cut short.
const PEM_PRIVATE =
  /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|$)/g;

// `name: value`, `name=value`, `"name": "value"` in code or prose: the value of a secret-named key.
const NAMED_VALUE = new RegExp(
  [
    String.raw`(?<![\w$.-])([A-Za-z_][\w.-]*)(["']?\s*[:=]\s*)`,
    String.raw`([fbru]?(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60)`,
    String.raw`|(?:(?:Bearer|Basic|Token|Digest)\s+)?[^\s"'\x60,;&<>(){}[\]]+)`,
  ].join(''),
  'g',
);
// Not a secret but where one goes: `$CLOUD_API_KEY`, process.env.X, os.environ[...], `<token>`, "…".
const PLACEHOLDER =
  /^(?:(?:Bearer|Basic|Token|Digest)\s+)?(?:\$\{?[A-Za-z_]\w*\}?|<[^<>]*>|\{\{[^{}]*\}\}|[•*.…xX]*|null|undefined|None|true|false)$|process\.env|os\.environ|getenv\(/;

function maskNamedValue(all: string, name: string, separator: string, value: string): string {
  if (!isSecretName(name)) return all;
  const quoted = /^[fbru]?(["'\x60])([\s\S]*)\1$/.exec(value);
  const inner = quoted ? quoted[2]! : value;
  if (PLACEHOLDER.test(inner)) return all;
  return `${name}${separator}${quoted ? `${quoted[1]}${MASKED_WORD}${quoted[1]}` : MASKED_WORD}`;
}

/** Shannon entropy of the characters of `text`, in bits per character. */
function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Runs of at least 32 characters: the secrets seen (32 to 64 and more) are that long, the IDs
// services give (ULIDs 26, Stripe-like `cus_…` 18 to 28, Mongo's 24 hex, nanoid 21) shorter.
const TOKEN_RUN = /(?<![A-Za-z0-9_+/-])[A-Za-z0-9_+/-]{32,}={0,2}(?![A-Za-z0-9_+/=-])/g;

/**
 * A token-like run: hex of 32+ with letters and digits (3 bits per character of 4), or base62/base64
 * with both cases or letters and digits (3.8 bits of about 6), whose letters are mostly not words
 * (a name like "Ubuntu2404LtsMinimalCloudImage" is two-thirds words; a random token under a half).
 * A UUID is a resource ID, not a credential: it is readable, as on every page and in every path.
 */
function looksRandom(run: string): boolean {
  const text = run.replace(/=+$/, '');
  if (text.length < 32 || UUID.test(text)) return false;
  const letters = /[a-z]/i.test(text);
  const digits = /\d/.test(text);
  if (/^[0-9a-f]+$/i.test(text)) return letters && digits && entropy(text) >= 3;
  const mixedCase = /[a-z]/.test(text) && /[A-Z]/.test(text);
  if (!(mixedCase || (letters && digits)) || entropy(text) < 3.8) return false;
  let wordy = 0;
  for (const word of text.matchAll(/[A-Z]?[a-z]{4,}/g)) wordy += word[0].length;
  return wordy / text.length < 0.5;
}

function maskRun(run: string): string {
  if (!run.includes('/')) return looksRandom(run) ? MASKED_WORD : run;
  // A standard base64 run holds slashes; a path ("/api/v1/webhooks/…") has lower-case words between
  // them, and then each part is judged on its own ("/services/T0…/B0…/<token>" keeps its words).
  const parts = run.split('/');
  if (!parts.some((part) => /^[a-z]{3,}$/.test(part)) && looksRandom(run)) return MASKED_WORD;
  return parts.map((part) => (looksRandom(part) ? MASKED_WORD : part)).join('/');
}

/** Every secret found in free text: private keys, secret-named values, issuers' tokens, random runs. */
export function maskSecrets(text: string): string {
  return text
    .replace(PEM_PRIVATE, MASKED_WORD)
    .replace(NAMED_VALUE, maskNamedValue)
    .replace(PREFIXED_TOKEN, MASKED_WORD)
    .replace(TOKEN_RUN, maskRun);
}

/** Masks every secret (maskSecrets), e-mail, IP (v4, v6, a CIDR range) and money amount in free text. */
export function maskText(text: string): string {
  return maskSecrets(text).replace(
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
    case 'id':
      // A resource ID stays readable (random by design, and shown on every page); a token does not.
      return PREFIXED_WHOLE.test(value) ? MASKED_WORD : value;
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

/** A field's or a header's value: masked whole when its name says it is a secret, else as `kind`. */
export function maskField(name: string | undefined, value: string, kind: MaskKind): string {
  if (!value || value === '—') return value;
  return name !== undefined && isSecretName(name) ? MASKED_WORD : mask(value, kind);
}
