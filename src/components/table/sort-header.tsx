/** A column header: a button toggling ascending → descending → unsorted where the column sorts. */
import { flexRender, type Header } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

export function SortHeader<Row>({
  header,
  className,
  width,
}: {
  header: Header<Row, unknown>;
  className?: string;
  width?: string | undefined;
}) {
  const style = width ? { width } : undefined;
  if (header.isPlaceholder) return <th scope="col" className={className} style={style} />;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  // A narrow column cuts a long header (a longer language's): its title has it whole.
  const title = typeof content === 'string' ? content : undefined;
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={className} style={style} title={title}>
        {content}
      </th>
    );
  }
  const direction = header.column.getIsSorted();
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  // Numbers (align: 'right', drawn at the end of the cell) have their arrow before the header.
  const end = header.column.columnDef.meta?.align === 'right';
  return (
    <th scope="col" aria-sort={ariaSort} className={className} style={style}>
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className={cn(
          'inline-flex max-w-full items-center gap-1 rounded uppercase hover:text-fg',
          end && 'flex-row-reverse',
        )}
      >
        <span className="truncate" title={title}>
          {content}
        </span>
        <span aria-hidden="true" className={direction ? 'text-accent' : 'opacity-40'}>
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
