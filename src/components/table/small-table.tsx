/**
 * The table of a small list the service returns whole and short (API keys, alert policies, webhook
 * endpoints): no virtual rows, no sorting or filter, every row in the DOM. A list that can grow to
 * hundreds of rows uses WholeSetTable; one the service pages uses ServerTable.
 *
 *   <SmallTable label="Alert policies" rows={policies} getRowId={(p) => p.id} columns={[
 *     { header: 'Name', rowHeader: true, cell: (p) => <UserText>{p.name}</UserText> },
 *     { header: 'State', wideOnly: true, cell: (p) => (p.enabled ? 'Enabled' : 'Disabled') },
 *     { header: 'Actions', hiddenHeader: true, cell: (p) => <PolicyButtons policy={p} /> },
 *   ]} />
 *
 * Phones: a `wideOnly` column is left out below 768 px, so the column marked `phoneExtra` repeats
 * its facts under its own cell there (nothing is lost, nothing scrolls sideways).
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SmallColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (`<th scope="row">`): one column per table. */
  rowHeader?: boolean;
  /** Left out below 768 px; another column's `phoneExtra` carries its fact there. */
  wideOnly?: boolean;
  /** Shown under this column's cell below 768 px only (the facts of the wide-only columns). */
  phoneExtra?: (row: Row) => ReactNode;
  /** The header is read by screen readers but not shown (an actions column). */
  hiddenHeader?: boolean;
  /** Width and wrapping of the header and cells, e.g. `w-24 whitespace-nowrap`. */
  className?: string;
}

export function SmallTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  fixed = false,
  rowTestId,
}: {
  /** The table's caption (read by screen readers; the page's heading is the visible one). */
  label: string;
  columns: SmallColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Fixed column widths, for cells whose text arrives later and would otherwise reflow the rows. */
  fixed?: boolean;
  rowTestId?: string;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
      <table className={cn('w-full text-start text-sm', fixed && 'table-fixed')}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(
                  'px-3 py-2 font-medium',
                  column.wideOnly && 'hidden md:table-cell',
                  column.className,
                )}
              >
                {column.hiddenHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={getRowId(row)}
              className="border-t border-border align-top"
              data-testid={rowTestId}
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    {...(column.rowHeader ? { scope: 'row' } : {})}
                    className={cn(
                      'px-3 py-2 break-words',
                      column.rowHeader && 'font-medium',
                      column.wideOnly && 'hidden md:table-cell',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                    {column.phoneExtra ? (
                      <span className="mt-1 block text-xs font-normal text-muted md:hidden">
                        {column.phoneExtra(row)}
                      </span>
                    ) : null}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
