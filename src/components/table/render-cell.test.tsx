import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCell } from './render-cell';

interface Row {
  id: string;
}

/** A cell component with state of its own, as a row menu has (opened, focused). */
function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {id}: {count}
    </button>
  );
}

// A new column list on every render, as a page's columns are rebuilt when the catalogue arrives.
function Table({
  label,
  render: renderContent,
}: {
  label: string;
  render: (cell: Parameters<typeof renderCell<Row>>[0]) => ReactNode;
}) {
  const columns: ColumnDef<Row>[] = [
    { id: 'n', cell: ({ row }) => <Counter id={row.original.id} /> },
  ];
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: [{ id: 'a' }], columns, getCoreRowModel: getCoreRowModel() });
  return (
    <table aria-label={label}>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>{renderContent(cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

async function stateAfterRebuild(
  renderContent: (cell: Parameters<typeof renderCell<Row>>[0]) => ReactNode,
) {
  const view = render(<Table label="first" render={renderContent} />);
  const button = () => within(view.container).getByRole('button');
  await userEvent.click(button());
  button().focus();
  view.rerender(<Table label="second" render={renderContent} />);
  return { text: button().textContent, focused: document.activeElement === button() };
}

afterEach(cleanup);

describe('renderCell', () => {
  it('keeps a cell component and its state when the column list is built again', async () => {
    expect(await stateAfterRebuild((cell) => renderCell(cell))).toEqual({
      text: 'a: 1',
      focused: true,
    });
  });

  it('(flexRender, for contrast, remounts it: the state and the focus are lost)', async () => {
    expect(
      await stateAfterRebuild((cell) => flexRender(cell.column.columnDef.cell, cell.getContext())),
    ).toEqual({ text: 'a: 0', focused: false });
  });
});
