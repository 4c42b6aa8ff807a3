import { t } from '@lingui/core/macro';
import { formatBps, formatNumber, formatOneDecimal, preferredDateTimeFormat } from '@/lib/format';
import type { MetricsPoint, MetricsRange } from './types';

/** The ranges in words, in the chosen language (read when drawn). */
export function rangeLabels(): Readonly<Record<MetricsRange, string>> {
  return {
    '1h': t`Last hour`,
    '24h': t`Last 24 hours`,
    '7d': t`Last 7 days`,
    '30d': t`Last 30 days`,
  };
}

/** The ranges inside a sentence ("no metrics for the last 24 hours"). */
export function rangePhrases(): Readonly<Record<MetricsRange, string>> {
  return {
    '1h': t({ message: 'last hour', context: 'metrics range inside a sentence' }),
    '24h': t({ message: 'last 24 hours', context: 'metrics range inside a sentence' }),
    '7d': t({ message: 'last 7 days', context: 'metrics range inside a sentence' }),
    '30d': t({ message: 'last 30 days', context: 'metrics range inside a sentence' }),
  };
}

/** The ranges' short names on the range buttons. */
export function rangeShort(): Readonly<Record<MetricsRange, string>> {
  return { '1h': t`1 h`, '24h': t`24 h`, '7d': t`7 d`, '30d': t`30 d` };
}

/** A point as the charts want it: time as a number so the x axis is a real time scale. */
export interface ChartRow {
  t: number;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
  netIn: number | null;
  netOut: number | null;
}

/**
 * Points whose time this browser cannot read are left out of the chart (the table and the CSV
 * keep them); the rest are put in time order with one row per instant, as a time axis needs.
 */
export function toChartRows(points: readonly MetricsPoint[]): ChartRow[] {
  const byTime = new Map<number, ChartRow>();
  for (const point of points) {
    const t = Date.parse(point.t);
    if (!Number.isFinite(t)) continue;
    byTime.set(t, {
      t,
      cpu: point.cpuPercent,
      memory: point.memoryPercent,
      disk: point.diskPercent,
      netIn: point.networkInBps,
      netOut: point.networkOutBps,
    });
  }
  return [...byTime.values()].sort((a, b) => a.t - b.t);
}

/** True when at least one sample exists; an all-null series is "no data", not a flat line. */
export function hasSamples(points: readonly MetricsPoint[]): boolean {
  return points.some(
    (p) =>
      p.cpuPercent !== null ||
      p.memoryPercent !== null ||
      p.diskPercent !== null ||
      p.networkInBps !== null ||
      p.networkOutBps !== null,
  );
}

export function formatPercent(value: number | null): string {
  return value === null ? t`no sample` : `${formatOneDecimal(value)} %`;
}

/** A percent axis tick: "50%" ("50 %" in German). */
export function formatAxisPercent(value: number): string {
  const percent = formatNumber(value);
  return t`${percent}%`;
}

export function formatRate(value: number | null): string {
  return value === null ? t`no sample` : formatBps(value);
}

/** Full time for tooltips and the data table, with the zone named. */
export function formatPointTime(ms: number, utc: boolean): string {
  return preferredDateTimeFormat(`chart full ${utc}`, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: utc ? 'UTC' : undefined,
    timeZoneName: 'short',
  }).format(ms);
}

/** Axis ticks: clock time for short ranges, dates for long ones. */
export function formatTick(ms: number, utc: boolean, range: MetricsRange): string {
  const short = range === '1h' || range === '24h';
  return preferredDateTimeFormat(`chart tick ${short} ${utc}`, {
    ...(short ? { hour: '2-digit', minute: '2-digit' } : { day: '2-digit', month: 'short' }),
    timeZone: utc ? 'UTC' : undefined,
  }).format(ms);
}

/**
 * `count` evenly spaced times across the samples, each in the middle of its share (so no label
 * hangs over an edge), for the charts' time axis. Given outright (with `interval={0}`), recharts
 * draws them without measuring every label to avoid overlaps, which costs more than the rest of
 * the chart on a phone.
 */
export function timeTicks(rows: readonly { t: number }[], count = 5): number[] {
  if (rows.length === 0) return [];
  const first = rows[0]!.t;
  const last = rows[rows.length - 1]!.t;
  if (rows.length === 1 || last <= first) return [first];
  return Array.from({ length: count }, (_, i) =>
    Math.round(first + ((last - first) * (i + 0.5)) / count),
  );
}

export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || t`local time`;
}

const CSV_HEADER = [
  'time_utc',
  'cpu_percent',
  'memory_percent',
  'disk_percent',
  'network_in_bps',
  'network_out_bps',
];

/** The series as CSV: ISO times in UTC, empty cells for gaps. */
export function metricsCsv(points: readonly MetricsPoint[]): string {
  const cell = (value: number | null) => (value === null ? '' : String(value));
  const lines = points.map((p) =>
    // A time this browser cannot read is kept as sent rather than failing the whole export.
    [
      Number.isNaN(Date.parse(p.t)) ? p.t : new Date(p.t).toISOString(),
      cell(p.cpuPercent),
      cell(p.memoryPercent),
      cell(p.diskPercent),
      cell(p.networkInBps),
      cell(p.networkOutBps),
    ].join(','),
  );
  return [CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

export function csvFileName(instanceName: string, range: MetricsRange): string {
  const safe = instanceName.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'instance';
  return `${safe}-metrics-${range}.csv`;
}
