/**
 * How presentation mode masks a value of an answer by what its field is, as the console's pages do
 * (key prefixes, webhook hosts, amounts, the account's name, a card's digits, e-mails), not only by
 * what its text looks like: a bare number or a prefix has no pattern the free-text masks would see.
 * `record` is the object the field belongs to (an account's `name` is masked, a server's or a key's
 * is not, as on the pages). A field named as a secret (`secret`, `token`, `password`…) is masked whole
 * by maskField (lib/presentation), which holds that list with the other patterns.
 */
import type { MaskKind } from '@/lib/presentation/presentation';

const AMOUNT = /(?:cents|amount|balance|price|cost|spend|credit|debit|total)$/i;
const WORD = /(?:prefix|last4|lastFour|cardNumber|accountName|holderName|cardholder|fingerprint)$/i;
const URL_FIELD = /(?:url|uri|host|hostname|endpoint|domain)$/i;
// `id`, `instanceId`, `server_id`, `instanceIds`: resource IDs, readable as on every page.
const ID_FIELD = /(?:^id|Id|_id|Ids|_ids)$/;

export function fieldMask(
  name: string | undefined,
  value: unknown,
  record?: Record<string, unknown>,
): MaskKind | undefined {
  if (name === undefined) return undefined;
  if (typeof value === 'number') return AMOUNT.test(name) ? 'money' : undefined;
  if (typeof value !== 'string') return undefined;
  if (/e-?mail/i.test(name)) return 'email';
  if (WORD.test(name) || /^(?:ccs|cc)_/.test(value)) return 'word';
  if (AMOUNT.test(name)) return 'money';
  if (URL_FIELD.test(name)) return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? 'url' : 'word';
  if (ID_FIELD.test(name)) return 'id';
  // The account's name (the object also holds an e-mail or a balance, as the top bar masks it); a
  // key's, a server's or a volume's name stays, as on their pages.
  if (name === 'name' && record && ['email', 'balanceCents'].some((key) => key in record))
    return 'word';
  return undefined;
}
