import { useLingui } from '@lingui/react/macro';
import { formatCents, formatMonth } from '@/lib/format';
import { SPEND_SERIES, type SpendRow } from './spend-series';

/** The chart's numbers as a table, for screen readers and for anyone who wants exact figures. */
export function SpendTable({ rows, currency }: { rows: SpendRow[]; currency: string }) {
  const { t } = useLingui();
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="spend-table">
        <caption className="sr-only">{t`Spend by month and service`}</caption>
        <thead>
          <tr className="border-b border-border text-start text-muted">
            <th scope="col" className="py-2 pe-3 font-medium">
              {t`Month`}
            </th>
            {SPEND_SERIES.map((series) => (
              <th key={series.key} scope="col" className="px-3 py-2 text-end font-medium">
                {t(series.label)}
              </th>
            ))}
            <th scope="col" className="py-2 ps-3 text-end font-medium">
              {t`Total`}
            </th>
          </tr>
        </thead>
        <tbody>
          {/* By position: the service's months are meant to be distinct, but a repeated one must
              still show (and as often as sent), not be dropped or merged by a shared key. */}
          {rows.map((row, index) => (
            <tr
              key={`${index}:${row.month}`}
              className="border-b border-border last:border-0"
              data-month={row.month}
            >
              <th scope="row" className="py-2 pe-3 text-start font-medium">
                {formatMonth(row.month)}
              </th>
              {SPEND_SERIES.map((series) => (
                <td key={series.key} className="px-3 py-2 text-end tabular-nums">
                  {formatCents(row[series.key], currency)}
                </td>
              ))}
              <td className="py-2 ps-3 text-end font-semibold tabular-nums">
                {formatCents(row.totalCents, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
