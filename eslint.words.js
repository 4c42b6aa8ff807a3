/*
 * Every word a person reads or hears comes from the catalogue (docs/i18n.md): no raw text in JSX,
 * in JSX string children, or in the attributes that are shown or read out. ESLint's own
 * no-restricted-syntax under a name of its own, `words/no-raw-text`, so its selectors stay apart from
 * the import boundaries' (eslint.boundaries.js), which use no-restricted-syntax for their files.
 */
import { builtinRules } from 'eslint/use-at-your-own-risk';

export const wordsPlugin = { rules: { 'no-raw-text': builtinRules.get('no-restricted-syntax') } };
const LETTERS = '/\\p{L}{2,}/u';
const SHOWN =
  'aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label|description|hint|legend|heading|summary|confirmLabel|emptyText';

export const wordSelectors = [
  {
    selector: `JSXText[value=${LETTERS}]:not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] JSXText)`,
    message: 'Words in JSX go through the catalogue: <Trans>…</Trans> or t`…` (docs/i18n.md).',
  },
  {
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(Literal[value=${LETTERS}], TemplateLiteral[quasis.0.value.raw=${LETTERS}])`,
    message: 'Words in JSX go through the catalogue: t`…` (docs/i18n.md).',
  },
  {
    selector: `JSXAttribute[name.name=/^(${SHOWN})$/] > Literal[value=${LETTERS}]`,
    message: 'A shown or spoken attribute goes through the catalogue: t`…` (docs/i18n.md).',
  },
];
