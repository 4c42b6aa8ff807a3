/**
 * The one report of a bulk action (useBulkRun in src/lib/hooks/use-bulk-run.ts): a count in the title and
 * a line per row, done, skipped with the reason (nothing sent), refused with the service's code, or
 * unknown when no answer came.
 *
 *   {bulk.run ? <BulkReport run={bulk.run} label={ACTION_LABELS[bulk.run.action]} onDismiss={bulk.clear} /> : null}
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { UserText } from '@/components/ui/user-text';
import { formatNumber } from '@/lib/format';
import type { BulkOutcome, BulkRun } from '@/lib/hooks/use-bulk-run';
import { focusPastRemoval } from '@/lib/hooks/use-keep-focus';

const OUTCOME: Record<BulkOutcome, { word: MessageDescriptor; className: string }> = {
  done: {
    word: msg({ message: 'Done', context: 'the outcome of one item of a bulk action' }),
    className: 'text-success',
  },
  refused: { word: msg`Refused`, className: 'text-danger' },
  unknown: { word: msg`Outcome unknown`, className: 'text-warning' },
  skipped: { word: msg`Skipped`, className: 'text-warning' },
};

export function BulkReport({
  run,
  label,
  onDismiss,
}: {
  run: BulkRun<unknown>;
  label: string;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const count = (outcome: BulkOutcome) =>
    run.results.filter((result) => result.outcome === outcome).length;
  const done = formatNumber(count('done'));
  const refused = formatNumber(count('refused'));
  const skipped = formatNumber(count('skipped'));
  const unknown = formatNumber(count('unknown'));
  const total = formatNumber(run.total);
  const sent = formatNumber(run.results.length);
  const title = !run.finished
    ? t`${label}: ${sent} of ${total}…`
    : count('unknown') > 0
      ? t`${label}: ${done} done, ${refused} refused, ${unknown} unknown, ${skipped} skipped of ${total}`
      : t`${label}: ${done} done, ${refused} refused, ${skipped} skipped of ${total}`;
  const report = useRef<HTMLDivElement>(null);
  return (
    <div ref={report}>
      <Notice
        tone={run.finished && count('done') < run.total ? 'warning' : 'info'}
        role="status"
        title={title}
        className="mb-3"
      >
        <ul className="mt-1 flex flex-col gap-0.5" data-testid="bulk-results">
          {run.results.map((result) => (
            <li key={result.id}>
              <span className={OUTCOME[result.outcome].className}>
                {t(OUTCOME[result.outcome].word)}
              </span>{' '}
              · <UserText className="font-medium">{result.name}</UserText>: {result.message}
            </li>
          ))}
        </ul>
        {run.finished ? (
          <Button
            size="sm"
            variant="ghost"
            className="mt-1"
            onClick={() => {
              // Dismiss takes the report away: the focus goes on to what follows it.
              focusPastRemoval(report.current);
              onDismiss();
            }}
          >
            {t`Dismiss`}
          </Button>
        ) : null}
      </Notice>
    </div>
  );
}
