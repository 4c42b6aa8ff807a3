import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  formatPercent,
  formatPointTime,
  formatRate,
  rangePhrases,
  type ChartRow,
} from '../metrics-data';
import type { MetricsRange } from '../types';

/** The charts' data as a real table, for screen readers and for reading exact values. */
export function MetricsTable({
  rows,
  range,
  utc,
  zone,
}: {
  rows: ChartRow[];
  range: MetricsRange;
  utc: boolean;
  zone: string;
}) {
  // Hundreds of rows nobody sees until the table is opened: built on opening, not on page load.
  const [open, setOpen] = useState(false);
  const samples = rows.length;
  return (
    <details
      className="mt-4 rounded-md border border-border bg-surface"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        {plural(samples, { one: 'Data table (# sample)', other: 'Data table (# samples)' })}
      </summary>
      {open ? <SamplesTable rows={rows} range={range} utc={utc} zone={zone} /> : null}
    </details>
  );
}

function SamplesTable({
  rows,
  range,
  utc,
  zone,
}: {
  rows: ChartRow[];
  range: MetricsRange;
  utc: boolean;
  zone: string;
}) {
  const { t } = useLingui();
  const rangeLabel = rangePhrases()[range];
  return (
    <>
      {/* A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div
        role="region"
        aria-label={t`Metrics samples`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative max-h-96 overflow-auto border-t border-border"
      >
        <table className="w-full text-start text-xs" data-range={range} data-testid="metrics-table">
          <caption className="px-3 py-2 text-start text-muted">
            {utc
              ? t`Metrics samples, ${rangeLabel}, oldest first; times in UTC.`
              : t`Metrics samples, ${rangeLabel}, oldest first; times in ${zone}.`}
          </caption>
          <thead className="sticky top-0 bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-1.5">
                <Trans>Time</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5">
                <Trans>CPU</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5">
                <Trans>Memory</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5">
                <Trans>Disk</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5">
                <Trans>Network in</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5">
                <Trans>Network out</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.t} className="border-t border-border">
                <th scope="row" className="px-3 py-1 font-normal whitespace-nowrap">
                  {formatPointTime(row.t, utc)}
                </th>
                <td className="px-3 py-1">{formatPercent(row.cpu)}</td>
                <td className="px-3 py-1">{formatPercent(row.memory)}</td>
                <td className="px-3 py-1">{formatPercent(row.disk)}</td>
                <td className="px-3 py-1">{formatRate(row.netIn)}</td>
                <td className="px-3 py-1">{formatRate(row.netOut)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
