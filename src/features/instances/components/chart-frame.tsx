import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ChartRow } from '../metrics-data';

export type SeriesKey = Exclude<keyof ChartRow, 't'>;
export interface SeriesDef {
  key: SeriesKey;
  label: string;
  color: string;
}

/** The plot's height; the frame around it is the same loaded or not, so the page never moves. */
export const PLOT_HEIGHT = 180;

/**
 * A metric chart's box: title, legend and the plot. Shared by the chart (recharts, loaded later)
 * and its placeholder, which therefore have the same size.
 */
export function ChartFrame({
  title,
  series,
  children,
}: {
  title: string;
  series: SeriesDef[];
  children: ReactNode;
}) {
  return (
    <figure
      className="min-w-0 rounded-md border border-border bg-surface p-3"
      data-testid="metric-chart"
    >
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        {title}
        <span className="flex gap-3 text-xs font-normal text-muted">
          {series.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block h-0.5 w-3"
                style={{ background: s.color }}
              />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      {children}
    </figure>
  );
}

export function ChartPlaceholder({ title, series }: { title: string; series: SeriesDef[] }) {
  return (
    <ChartFrame title={title} series={series}>
      <div
        className="flex items-center justify-center text-sm text-muted"
        style={{ height: PLOT_HEIGHT }}
        role="status"
      >
        <Trans>Loading {title} chart…</Trans>
      </div>
    </ChartFrame>
  );
}
