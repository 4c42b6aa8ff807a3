import type { Cell } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * A cell's content. `flexRender` renders a column's `cell` function as a component, so a column
 * list built again (a page's columns depend on the catalogue, which arrives after the rows) gives
 * every cell a new component type and React remounts what is in it: a focused row-menu button
 * loses the focus, an opened menu or a copy button its state. Our `cell` functions are plain
 * functions of the cell's context that return elements (they call no hooks: the lint checks it),
 * so they are called; the components they return keep their identity and their state.
 */
export function renderCell<T>(cell: Cell<T, unknown>): ReactNode {
  const content = cell.column.columnDef.cell;
  return typeof content === 'function' ? content(cell.getContext()) : (content ?? null);
}
