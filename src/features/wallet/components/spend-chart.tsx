import { useLingui } from '@lingui/react/macro';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCents, formatCompactCents, formatMonth } from '@/lib/format';
import { SPEND_SERIES, type SpendRow } from './spend-series';

const AXIS = { fill: 'var(--muted)', fontSize: 12 };

/** Stacked spend by month and service. Visual only; SpendTable carries the same numbers as text. */
export function SpendChart({
  rows,
  currency,
  label,
}: {
  rows: SpendRow[];
  currency: string;
  label: string;
}) {
  const { t } = useLingui();
  // In the chosen language; masked in presentation mode (formatCompactCents, formatCents).
  const compact = (cents: number) => formatCompactCents(cents, currency);
  return (
    <div role="img" aria-label={label} className="h-72 w-full" data-testid="spend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="month" tickFormatter={formatMonth} tick={AXIS} stroke="var(--border)" />
          <YAxis tickFormatter={compact} tick={AXIS} stroke="var(--border)" width={64} />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            contentStyle={{
              background: 'var(--surface)',
              border: '1px solid var(--border)',
              color: 'var(--fg)',
              borderRadius: 6,
            }}
            labelStyle={{ color: 'var(--fg)', fontWeight: 600 }}
            labelFormatter={(label) => formatMonth(String(label))}
            formatter={(value, name) => [formatCents(Number(value), currency), name]}
          />
          <Legend itemSorter={null} wrapperStyle={{ color: 'var(--fg)', fontSize: 12 }} />
          {SPEND_SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={t(series.label)}
              stackId="spend"
              fill={series.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
