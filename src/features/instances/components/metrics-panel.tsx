import { lazy, Suspense, useMemo, useRef, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { cn } from '@/lib/cn';
import { useNearViewport } from '@/lib/use-near-viewport';
import { downloadCsv } from '@/lib/download';
import { csvFileName, hasSamples, localTimeZone, metricsCsv, RANGE_LABELS, RANGE_SHORT, toChartRows } from '../metrics-data';
import { useGovernor } from '@/api/use-governor';
import { metricsHistoryQuery } from '../queries';
import { METRICS_RANGES } from '../search';
import type { MetricsRange } from '../types';
import { ChartPlaceholder, type SeriesDef } from './chart-frame';
import { MetricsTable } from './metrics-table';

// Recharts is large: the page's fields render at once, and a chart's code is loaded and drawn only
// when 120 px of its frame are on screen. On a phone the first chart's top edge shows at the bottom of
// the first screen; loading recharts (~100 kB gzip) for that sliver made the page's first seconds
// busy, so it waits for the first scroll.
const VISIBLE_ENOUGH = '0px 0px -120px 0px';
const MetricChart = lazy(() => import('./metric-chart').then((module) => ({ default: module.MetricChart })));

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

const CHARTS: Array<{ title: string; unit: 'percent' | 'bps'; series: SeriesDef[] }> = [
  { title: 'CPU', unit: 'percent', series: [{ key: 'cpu', label: 'CPU %', color: 'var(--chart-1)' }] },
  { title: 'Memory', unit: 'percent', series: [{ key: 'memory', label: 'Memory %', color: 'var(--chart-2)' }] },
  { title: 'Disk', unit: 'percent', series: [{ key: 'disk', label: 'Disk %', color: 'var(--chart-3)' }] },
  {
    title: 'Network',
    unit: 'bps',
    series: [
      { key: 'netIn', label: 'In', color: 'var(--chart-4)' },
      { key: 'netOut', label: 'Out', color: 'var(--chart-5)' },
    ],
  },
];

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
  const { autoRefreshPaused } = useGovernor();
  const metrics = metricsHistoryQuery(instanceId, range);
  const history = useQuery({ ...metrics, refetchInterval: autoRefreshPaused ? false : metrics.refetchInterval });
  const rows = useMemo(() => (history.data ? toChartRows(history.data.points) : []), [history.data]);
  const zone = localTimeZone();
  const empty = history.data ? !hasSamples(history.data.points) : false;

  return (
    <section aria-labelledby="metrics-heading" className="mt-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="metrics-heading" className="text-base font-semibold">
          Metrics history
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label="Metrics range" className="inline-flex overflow-hidden rounded-md border border-border">
            {METRICS_RANGES.map((value) => (
              <Link
                key={value}
                from="/instances/$instanceId"
                to="."
                search={(prev) => ({ ...prev, range: value })}
                replace
                aria-current={value === range ? 'true' : undefined}
                aria-label={RANGE_LABELS[value]}
                className={cn('px-2.5 py-1 text-sm', value === range ? 'bg-accent text-accent-fg' : 'bg-surface hover:bg-surface-2')}
              >
                {RANGE_SHORT[value]}
              </Link>
            ))}
          </nav>
          <label className="inline-flex items-center gap-1.5 text-sm">
            <input type="checkbox" checked={utc} onChange={(event) => onUtcChange(event.target.checked)} />
            Times in UTC
          </label>
          <Button
            size="sm"
            disabled={!history.data || empty}
            disabledReason="No samples to download yet."
            onClick={() => history.data && downloadCsv(csvFileName(instanceName, range), metricsCsv(history.data.points))}
          >
            Download CSV
          </Button>
        </div>
      </div>
      <p className="mb-3 text-xs text-muted">
        {RANGE_LABELS[range]}; {history.data ? `one sample every ${formatStep(history.data.stepSeconds)}` : 'loading samples'}. Times in{' '}
        {utc ? 'UTC' : `your time zone (${zone})`}. Gaps are periods without a sample.
      </p>
      {history.isPending ? (
        // The charts' own frames and the table's summary line, so nothing moves when samples arrive.
        <>
          <div className="grid gap-3 lg:grid-cols-2">
            {CHARTS.map((chart) => (
              <ChartPlaceholder key={chart.title} title={chart.title} series={chart.series} />
            ))}
          </div>
          <p className="mt-4 rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium text-muted">Data table (loading samples)</p>
        </>
      ) : history.isError ? (
        <ErrorView error={history.error} onRetry={() => void history.refetch()} />
      ) : empty ? (
        <Notice tone="info" title="No samples in this range">
          The instance has reported no metrics for {RANGE_LABELS[range].toLowerCase()}. A new or stopped server has none until it runs.
        </Notice>
      ) : (
        <>
          <div className="grid gap-3 lg:grid-cols-2">
            {CHARTS.map((chart) => (
              <NearChart key={chart.title} title={chart.title} rows={rows} series={chart.series} unit={chart.unit} utc={utc} range={range} />
            ))}
          </div>
          <MetricsTable rows={rows} range={range} utc={utc} zone={zone} />
        </>
      )}
    </section>
  );
}

function formatStep(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} minutes`;
  return `${seconds} s`;
}
