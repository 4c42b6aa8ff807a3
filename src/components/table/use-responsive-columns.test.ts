// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableColumn } from './column-meta';
import { useResponsiveColumns } from './use-responsive-columns';

const columns: TableColumn<{ id: string }>[] = [
  { id: 'name', header: 'Name' },
  { id: 'region', header: 'Region', meta: { hideBelow: 'lg' } },
  { id: 'created', header: 'Created', meta: { hideBelow: 'xl' } },
];

function viewport(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('useResponsiveColumns', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves an xl column out below 1280 px, where the side navigation leaves the table 1022 px or less', () => {
    viewport(1024);
    expect(renderHook(() => useResponsiveColumns(columns)).result.current).toEqual({
      region: true,
      created: false,
    });
    viewport(1280);
    expect(renderHook(() => useResponsiveColumns(columns)).result.current).toEqual({
      region: true,
      created: true,
    });
    viewport(768);
    expect(renderHook(() => useResponsiveColumns(columns)).result.current).toEqual({
      region: false,
      created: false,
    });
  });
});
