/**
 * The JSON Schema validator's findings (@cfworker/json-schema, schema-check.ts) in the chosen
 * language. The validator words them in English only; the common ones are recognised here and said
 * through the catalogue (the English is the validator's own), the rare ones stay as it wrote them.
 * Page code only: schema-check.ts also loads in the document's worker, which has no language.
 */
import { t } from '@lingui/core/macro';

type Wording = [RegExp, (match: RegExpExecArray) => string];

const WORDINGS: readonly Wording[] = [
  [
    /^(.+) is greater than or equal to (.+)\.$/,
    ([, value = '', limit = '']) => t`${value} is greater than or equal to ${limit}.`,
  ],
  [
    /^(.+) is greater than (.+)\.$/,
    ([, value = '', limit = '']) => t`${value} is greater than ${limit}.`,
  ],
  [
    /^(.+) is less than or equal to (.+)\.$/,
    ([, value = '', limit = '']) => t`${value} is less than or equal to ${limit}.`,
  ],
  [
    /^(.+) is less than (.+)\.$/,
    ([, value = '', limit = '']) => t`${value} is less than ${limit}.`,
  ],
  [
    /^(.+) is not a multiple of (.+)\.$/,
    ([, value = '', step = '']) => t`${value} is not a multiple of ${step}.`,
  ],
  [
    /^String is too long \((\d+) > (\d+)\)\.$/,
    ([, length = '', limit = '']) => t`String is too long (${length} > ${limit}).`,
  ],
  [
    /^String is too short \((\d+) < (\d+)\)\.$/,
    ([, length = '', limit = '']) => t`String is too short (${length} < ${limit}).`,
  ],
  [
    /^String does not match format "(.*)"\.$/,
    ([, format = '']) => t`String does not match format "${format}".`,
  ],
  [/^String does not match pattern\.$/, () => t`String does not match pattern.`],
  [
    /^Array has too few items \((\d+) < (\d+)\)\.$/,
    ([, count = '', limit = '']) => t`Array has too few items (${count} < ${limit}).`,
  ],
  [
    /^Array has too many items \((\d+) > (\d+)\)\.$/,
    ([, count = '', limit = '']) => t`Array has too many items (${count} > ${limit}).`,
  ],
  [
    /^Duplicate items at indexes (\d+) and (\d+)\.$/,
    ([, first = '', second = '']) => t`Duplicate items at indexes ${first} and ${second}.`,
  ],
  [
    /^Instance does not have required property "(.*)"\.$/,
    ([, name = '']) => t`Instance does not have required property "${name}".`,
  ],
  [
    /^Instance does not match any of (.*)\.$/,
    ([, choices = '']) => t`Instance does not match any of ${choices}.`,
  ],
  // `const`'s value as JSON (not the "else"/"then" or subschema findings, which stay as written).
  [
    /^Instance does not match ((?!"(?:else|then)" schema)(?:["{[\d-]|true|false|null).*)\.$/,
    ([, value = '']) => t`Instance does not match ${value}.`,
  ],
  [
    /^Instance type "(.*)" is invalid\. Expected "(.*)"\.$/,
    ([, type = '', expected = '']) =>
      t`Instance type "${type}" is invalid. Expected "${expected}".`,
  ],
];

/** One finding in words; the text is the validator's with its spaces made single. */
export function validatorWords(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  for (const [pattern, say] of WORDINGS) {
    const match = pattern.exec(text);
    if (match) return say(match);
  }
  return text;
}
