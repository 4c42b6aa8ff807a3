// The only module that imports recharts: it is reached from the instance page alone, so the router's
// code splitting keeps the chart library out of the first load.
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { plural } from '@lingui/core/macro';
import { formatBps } from '@/lib/format';
import {
  formatAxisPercent,
  formatPercent,
  formatPointTime,
  formatRate,
  formatTick,
  timeTicks,
  type ChartRow,
} from '../metrics-data';
import type { MetricsRange } from '../types';
import { ChartFrame, PLOT_HEIGHT, type SeriesDef } from './chart-frame';

type Unit = 'percent' | 'bps';

function ChartTooltip({
  active,
  payload,
  label,
  utc,
  unit,
}: Partial<TooltipContentProps> & { utc: boolean; unit: Unit }) {
  if (!active || !payload?.length || typeof label !== 'number') return null;
  return (
    <div className="rounded-md border border-border bg-surface px-2.5 py-1.5 text-xs text-fg shadow-md">
      <p className="mb-0.5 font-medium">{formatPointTime(label, utc)}</p>
      {payload.map((entry) => {
        const value = typeof entry.value === 'number' ? entry.value : null;
        return (
          <p key={String(entry.dataKey)} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-2 w-2 rounded-full"
              style={{ background: entry.color }}
            />
            {entry.name}:{' '}
            <span className="font-medium">
              {unit === 'percent' ? formatPercent(value) : formatRate(value)}
            </span>
          </p>
        );
      })}
    </div>
  );
}

export function MetricChart({
  title,
  rows,
  series,
  unit,
  utc,
  range,
}: {
  title: string;
  rows: ChartRow[];
  series: SeriesDef[];
  unit: Unit;
  utc: boolean;
  range: MetricsRange;
}) {
  const samples = rows.length;
  return (
    <ChartFrame title={title} series={series}>
      <ResponsiveContainer width="100%" height={PLOT_HEIGHT}>
        <ComposedChart
          data={rows}
          margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
          title={plural(samples, { one: `${title}, # sample`, other: `${title}, # samples` })}
        >
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            // One instant alone would give the axis no width (and every tick the same key).
            domain={([min, max]: readonly number[]) =>
              min === max ? [min! - 60_000, max! + 60_000] : [min!, max!]
            }
            ticks={timeTicks(rows)}
            interval={0}
            tickFormatter={(value: number) => formatTick(value, utc, range)}
            tick={{ fill: 'var(--muted)', fontSize: 11 }}
            stroke="var(--border)"
          />
          <YAxis
            domain={unit === 'percent' ? [0, 100] : [0, 'auto']}
            tickFormatter={(value: number) =>
              unit === 'percent' ? formatAxisPercent(value) : formatBps(value)
            }
            tick={{ fill: 'var(--muted)', fontSize: 11 }}
            stroke="var(--border)"
            width={unit === 'percent' ? 40 : 70}
            interval={0}
          />
          <Tooltip
            content={(props) => <ChartTooltip {...props} utc={utc} unit={unit} />}
            isAnimationActive={false}
          />
          {series.map((s) =>
            unit === 'percent' ? (
              <Area
                key={s.key}
                type="linear"
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                fill={s.color}
                fillOpacity={0.15}
                strokeWidth={1.5}
                connectNulls={false}
                isAnimationActive={false}
                dot={false}
              />
            ) : (
              <Line
                key={s.key}
                type="linear"
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={1.5}
                connectNulls={false}
                isAnimationActive={false}
                dot={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
