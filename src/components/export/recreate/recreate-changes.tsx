/**
 * What the script cannot send as the selection has it (plan.ts), said in the dialog before the
 * person copies or runs the script: each name the service would refuse with the name offered in
 * its place (the script creates it under that one), a shortened description, and anything left
 * out, each with the rule it breaks. Names are shown as the script prints them (shown.ts), so a
 * control or bidi character is visible rather than acted on.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '@/components/ui/notice';
import { UserText } from '@/components/ui/user-text';
import { formatNumber } from '@/lib/format';
import type { RecreateChange, RecreateLeftOut, RecreatePlan } from './plan';
import type { RecreateKind } from './rules';
import { shown } from './shown';

const KIND: Record<RecreateKind, MessageDescriptor> = {
  servers: msg`Server`,
  vpcs: msg`VPC`,
  volumes: msg`Volume`,
  reservedIps: msg`Reserved IP in`,
  alertPolicies: msg`Alert policy`,
  endpoints: msg`Webhook endpoint`,
};

const FIELD: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  description: msg`Description`,
  url: msg`URL`,
  events: msg`Events`,
  sizeGb: msg`Size`,
  ipRange: msg`IP range`,
  regionId: msg`Region`,
  planId: msg`Plan`,
  osImageId: msg`Image`,
  thresholdPercent: msg`Threshold`,
  durationMinutes: msg`Duration`,
};

/** The rule a value breaks, in a sentence of the chosen language. */
function useRuleWords() {
  const { t } = useLingui();
  return (kind: RecreateKind, name: string, found: RecreateLeftOut['found']): string => {
    const field = FIELD[name] ? t(FIELD[name]) : name;
    const limit = 'limit' in found ? formatNumber(found.limit) : '';
    switch (found.rule) {
      case 'serverLeftOut':
        return t`Its server is left out.`;
      case 'missing':
        return t`${field}: empty.`;
      case 'tooShort':
        return t`${field}: at least ${limit} characters.`;
      case 'tooLong':
        return t`${field}: at most ${limit} characters.`;
      case 'pattern':
        if (name === 'name' && kind === 'servers')
          return t`Server names take letters, digits, dots and hyphens only, and start and end with a letter or digit.`;
        if (name === 'name' && kind === 'volumes')
          return t`Volume names take letters, digits, dots, hyphens and underscores only, and start and end with a letter or digit.`;
        if (name === 'url') return t`The URL must start with https://.`;
        return t`${field}: not in the form the service takes.`;
      case 'notWhole':
        return t`${field}: a whole number.`;
      case 'tooSmall':
        return t`${field}: at least ${limit}.`;
      case 'tooLarge':
        return t`${field}: at most ${limit}.`;
      case 'tooFew':
        return t`${field}: at least ${limit} entries.`;
    }
  };
}

/**
 * A name as the script prints it, as an element of its own: a value interpolated into a Lingui
 * message has its \u and \x sequences turned back into the characters they name, which would
 * undo the escaping.
 */
function ShownName({ text }: { text: string }) {
  return <UserText>{shown(text)}</UserText>;
}

function ChangeLine({ change }: { change: RecreateChange }) {
  const { t } = useLingui();
  const what = t(KIND[change.kind]);
  if (change.field === 'name')
    return (
      <Trans>
        {what} <ShownName text={change.from} /> is created as <ShownName text={change.to} />.
      </Trans>
    );
  return (
    <Trans>
      {what} <ShownName text={change.label} />: its description is shortened.
    </Trans>
  );
}

/**
 * Compact enough that the dialog's Close stays on a phone's screen: the list scrolls in a box of
 * its own, and each rule is said once below it, however many names break it.
 */
export function RecreateChanges({ plan }: { plan: RecreatePlan }) {
  const { t } = useLingui();
  const words = useRuleWords();
  if (plan.changes.length === 0 && plan.leftOut.length === 0) return null;
  const rules = [
    ...new Set(plan.changes.map((change) => words(change.kind, change.field, change.found))),
  ];
  return (
    <Notice tone="warning" title={t`Not recreated as it is`} className="mb-3">
      <p className="mt-1">
        <Trans>
          The service would refuse these: the script sends the value shown instead, and says so
          first.
        </Trans>
      </p>
      {/* Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t`Names and values the script changes`}
        className="mt-1 max-h-24 overflow-auto"
      >
        <ul className="list-disc space-y-0.5 pl-5">
          {plan.changes.map((change, index) => (
            <li key={`c${index}`}>
              <ChangeLine change={change} />
            </li>
          ))}
          {plan.leftOut.map((row, index) => {
            const what = t(KIND[row.kind]);
            const why = words(row.kind, row.field, row.found);
            return (
              <li key={`l${index}`}>
                <Trans>
                  {what} <ShownName text={row.label} /> is left out. {why}
                </Trans>
              </li>
            );
          })}
        </ul>
      </div>
      {rules.length > 0 ? <p className="mt-1 text-xs text-muted">{rules.join(' ')}</p> : null}
    </Notice>
  );
}
