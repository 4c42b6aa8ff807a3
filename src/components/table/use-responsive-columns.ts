/**
 * Column visibility from `meta.hideBelow`: low-priority columns are left out (not just hidden with
 * CSS, which fixed-layout tables still reserve room for) while the viewport is narrower than
 * 640 / 768 / 1024 / 1280 px.
 */
import type { VisibilityState } from '@tanstack/react-table';
import { useMemo, useSyncExternalStore } from 'react';
import type { TableColumn } from './column-meta';

const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
type Breakpoint = keyof typeof BREAKPOINTS;

function widthClass(): string {
  if (typeof window === 'undefined' || !window.matchMedia) return 'xl';
  if (window.matchMedia(`(min-width: ${BREAKPOINTS.xl}px)`).matches) return 'xl';
  if (window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches) return 'lg';
  if (window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`).matches) return 'md';
  if (window.matchMedia(`(min-width: ${BREAKPOINTS.sm}px)`).matches) return 'sm';
  return 'xs';
}

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const queries = Object.values(BREAKPOINTS).map((px) => window.matchMedia(`(min-width: ${px}px)`));
  queries.forEach((query) => query.addEventListener('change', listener));
  return () => queries.forEach((query) => query.removeEventListener('change', listener));
}

const ORDER = ['xs', 'sm', 'md', 'lg', 'xl'];

export function columnId<Row>(column: TableColumn<Row>): string | undefined {
  if (column.id) return column.id;
  return 'accessorKey' in column && column.accessorKey ? String(column.accessorKey) : undefined;
}

export function useResponsiveColumns<Row>(columns: TableColumn<Row>[]): VisibilityState {
  const current = useSyncExternalStore(subscribe, widthClass, () => 'xl');
  return useMemo(() => {
    const state: VisibilityState = {};
    for (const column of columns) {
      const below = column.meta?.hideBelow as Breakpoint | undefined;
      const id = columnId(column);
      if (below && id) state[id] = ORDER.indexOf(current) >= ORDER.indexOf(below);
    }
    return state;
  }, [columns, current]);
}
