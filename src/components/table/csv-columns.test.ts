import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { csvColumns } from './csv-columns';

type Row = { id: string; name: string; sizeGb: number };
const column = createColumnHelper<Row>();
const table = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('sizeGb', { header: 'Size' }),
];
const row: Row = { id: 'v-1', name: 'data', sizeGb: 40 };

describe('csvColumns', () => {
  it("takes a named column's header and field, and keeps CSV-only columns as written", () => {
    const columns = csvColumns(table, [
      { header: 'ID', value: (r) => r.id },
      { column: 'name' },
      { column: 'sizeGb', header: 'Size (GB)' },
    ]);
    expect(columns.map((c) => c.header)).toEqual(['ID', 'Name', 'Size (GB)']);
    expect(columns.map((c) => c.value(row))).toEqual(['v-1', 'data', 40]);
  });

  it('refuses a column the table does not have', () => {
    expect(() => csvColumns(table, [{ column: 'id' }])).toThrow('names no column of the table');
  });
});
