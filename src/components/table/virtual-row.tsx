/**
 * One rendered row of the whole-set table. Memoised on the row's data, position and columns, so
 * scrolling renders only the rows that come into view and a filter keeps the rows it keeps.
 */
import type { Row as TableRow, VisibilityState } from '@tanstack/react-table';
import { renderCell } from './render-cell';
import { memo, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import { cellClass, type TableColumn } from './column-meta';

interface VirtualRowProps<Row> {
  row: TableRow<Row>;
  rowIndex: number;
  height: number;
  onRowClick: ((row: Row) => void) | undefined;
  /** Compared by identity: a new column set or visibility re-renders the row. */
  columns: TableColumn<Row>[];
  visibility: VisibilityState;
}

function VirtualRowImpl<Row>({ row, rowIndex, height, onRowClick }: VirtualRowProps<Row>) {
  const onClick = onRowClick
    ? (event: MouseEvent<HTMLTableRowElement>) => {
        // Links, buttons and text selection inside the row keep their own behaviour.
        if ((event.target as HTMLElement).closest('a, button, input, select, textarea, label'))
          return;
        if (window.getSelection()?.toString()) return;
        // The second click of a double click opens nothing: it may be the rest of a double click on
        // a dialog's button that closed under the pointer, landing on whatever row was beneath.
        if (event.detail > 1) return;
        onRowClick(row.original);
      }
    : undefined;
  return (
    // The row click is a mouse shortcut; keyboard users use the link inside the row.
    <tr
      aria-rowindex={rowIndex + 2}
      style={{ height }}
      onClick={onClick}
      className={cn('border-t border-border hover:bg-surface-2/60', onClick && 'cursor-pointer')}
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.column.id} className={cellClass(cell.column.columnDef.meta, 'truncate')}>
          {renderCell(cell)}
        </td>
      ))}
    </tr>
  );
}

export const VirtualRow = memo(
  VirtualRowImpl,
  (a, b) =>
    a.row.original === b.row.original &&
    a.rowIndex === b.rowIndex &&
    a.height === b.height &&
    a.onRowClick === b.onRowClick &&
    a.columns === b.columns &&
    a.visibility === b.visibility,
) as typeof VirtualRowImpl;
