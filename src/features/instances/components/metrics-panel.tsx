import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useRef, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { cn } from '@/lib/cn';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { downloadCsv } from '@/lib/download';
import {
  csvFileName,
  hasSamples,
  localTimeZone,
  metricsCsv,
  rangeLabels,
  rangePhrases,
  rangeShort,
  toChartRows,
} from '../metrics-data';
import { useGovernor } from '@/api/governor/use-governor';
import { metricsHistoryQuery } from '../queries';
import { METRICS_RANGES } from '../search';
import type { MetricsRange } from '../types';
import { HeldReads } from '@/components/layout/budget-meter';
import { ChartPlaceholder, type SeriesDef } from './chart-frame';
import { MetricsTable } from './metrics-table';

// Recharts is large: the page's fields render at once, and a chart's code is loaded and drawn only
// when 120 px of its frame are on screen. On a phone the first chart's top edge shows at the bottom of
// the first screen; loading recharts (~100 kB gzip) for that sliver made the page's first seconds
// busy, so it waits for the first scroll.
const VISIBLE_ENOUGH = '0px 0px -120px 0px';
const MetricChart = lazy(() =>
  import('./metric-chart').then((module) => ({ default: module.MetricChart })),
);

function NearChart(props: ComponentProps<typeof MetricChart>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, VISIBLE_ENOUGH);
  const placeholder = <ChartPlaceholder title={props.title} series={props.series} />;
  return (
    <div ref={ref} className="min-w-0">
      {near ? (
        <Suspense fallback={placeholder}>
          <MetricChart {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

interface ChartDef {
  id: string;
  title: MessageDescriptor;
  unit: 'percent' | 'bps';
  series: Array<Omit<SeriesDef, 'label'> & { label: MessageDescriptor }>;
}

// Titles and legends are descriptors, drawn in the chosen language (`shown`).
const CHARTS: ChartDef[] = [
  {
    id: 'cpu',
    title: msg`CPU`,
    unit: 'percent',
    series: [{ key: 'cpu', label: msg`CPU %`, color: 'var(--chart-1)' }],
  },
  {
    id: 'memory',
    title: msg`Memory`,
    unit: 'percent',
    series: [{ key: 'memory', label: msg`Memory %`, color: 'var(--chart-2)' }],
  },
  {
    id: 'disk',
    title: msg`Disk`,
    unit: 'percent',
    series: [{ key: 'disk', label: msg`Disk %`, color: 'var(--chart-3)' }],
  },
  {
    id: 'network',
    title: msg`Network`,
    unit: 'bps',
    series: [
      {
        key: 'netIn',
        label: msg({ message: 'In', context: 'network traffic' }),
        color: 'var(--chart-4)',
      },
      {
        key: 'netOut',
        label: msg({ message: 'Out', context: 'network traffic' }),
        color: 'var(--chart-5)',
      },
    ],
  },
];

/** A chart's title and series in the chosen language. */
function shown(
  chart: ChartDef,
  translate: (descriptor: MessageDescriptor) => string,
): { title: string; series: SeriesDef[] } {
  return {
    title: translate(chart.title),
    series: chart.series.map((s) => ({ ...s, label: translate(s.label) })),
  };
}

export function MetricsPanel({
  instanceId,
  instanceName,
  range,
  utc,
  onUtcChange,
}: {
  instanceId: string;
  instanceName: string;
  range: MetricsRange;
  utc: boolean;
  onUtcChange: (utc: boolean) => void;
}) {
  const { t } = useLingui();
  const { autoRefreshPaused } = useGovernor();
  const metrics = metricsHistoryQuery(instanceId, range);
  const history = useQuery({
    ...metrics,
    refetchInterval: autoRefreshPaused ? false : metrics.refetchInterval,
  });
  const rows = useMemo(
    () => (history.data ? toChartRows(history.data.points) : []),
    [history.data],
  );
  const zone = localTimeZone();
  const empty = history.data ? !hasSamples(history.data.points) : false;
  const labels = rangeLabels();
  const short = rangeShort();
  const rangeLabel = labels[range];
  const rangePhrase = rangePhrases()[range];
  const charts = CHARTS.map((chart) => ({ id: chart.id, unit: chart.unit, ...shown(chart, t) }));

  return (
    <section aria-labelledby="metrics-heading" className="mt-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="metrics-heading" className="text-base font-semibold">
          <Trans>Metrics history</Trans>
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <nav
            aria-label={t`Metrics range`}
            className="inline-flex overflow-hidden rounded-md border border-border"
          >
            {METRICS_RANGES.map((value) => (
              <Link
                key={value}
                from="/instances/$instanceId"
                to="."
                search={(prev) => ({ ...prev, range: value })}
                replace
                aria-current={value === range ? 'true' : undefined}
                aria-label={labels[value]}
                className={cn(
                  'px-2.5 py-1 text-sm',
                  value === range ? 'bg-accent text-accent-fg' : 'bg-surface hover:bg-surface-2',
                )}
              >
                {short[value]}
              </Link>
            ))}
          </nav>
          <label className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={utc}
              onChange={(event) => onUtcChange(event.target.checked)}
            />
            <Trans>Times in UTC</Trans>
          </label>
          <Button
            size="sm"
            disabled={!history.data || empty}
            disabledReason={t`No samples to download yet.`}
            onClick={() =>
              history.data &&
              downloadCsv(csvFileName(instanceName, range), metricsCsv(history.data.points))
            }
          >
            <Trans>Download CSV</Trans>
          </Button>
        </div>
      </div>
      <p className="mb-3 text-xs text-muted">
        {history.data
          ? samplingSentence(rangeLabel, history.data.stepSeconds)
          : t`${rangeLabel}; loading samples.`}{' '}
        {utc ? t`Times in UTC.` : t`Times in your time zone (${zone}).`}{' '}
        <Trans>Gaps are periods without a sample.</Trans>
      </p>
      {history.isPending ? (
        // The charts' own frames and the table's summary line, so nothing moves when samples arrive.
        <>
          <div className="grid gap-3 lg:grid-cols-2">
            {charts.map((chart) => (
              <ChartPlaceholder key={chart.id} title={chart.title} series={chart.series} />
            ))}
          </div>
          {/* Under a held read, that the samples wait for the request budget, until when, with Try now. */}
          <HeldReads />
          <p className="mt-4 rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium text-muted">
            <Trans>Data table (loading samples)</Trans>
          </p>
        </>
      ) : history.isError ? (
        <ErrorView error={history.error} onRetry={() => void history.refetch()} />
      ) : empty ? (
        <Notice tone="info" title={t`No samples in this range`}>
          <Trans>
            The instance has reported no metrics for {rangePhrase}. A new or stopped server has none
            until it runs.
          </Trans>
        </Notice>
      ) : (
        <>
          <div className="grid gap-3 lg:grid-cols-2">
            {charts.map((chart) => (
              <NearChart
                key={chart.id}
                title={chart.title}
                rows={rows}
                series={chart.series}
                unit={chart.unit}
                utc={utc}
                range={range}
              />
            ))}
          </div>
          <MetricsTable rows={rows} range={range} utc={utc} zone={zone} />
        </>
      )}
    </section>
  );
}

/** "Last 24 hours; one sample every 5 minutes." */
function samplingSentence(rangeLabel: string, seconds: number): string {
  const hours = seconds / 3600;
  const minutes = seconds / 60;
  if (seconds % 3600 === 0) {
    return plural(hours, {
      one: `${rangeLabel}; one sample every hour.`,
      other: `${rangeLabel}; one sample every # hours.`,
    });
  }
  if (seconds % 60 === 0) {
    return plural(minutes, {
      one: `${rangeLabel}; one sample every minute.`,
      other: `${rangeLabel}; one sample every # minutes.`,
    });
  }
  return plural(seconds, {
    one: `${rangeLabel}; one sample every # s.`,
    other: `${rangeLabel}; one sample every # s.`,
  });
}
