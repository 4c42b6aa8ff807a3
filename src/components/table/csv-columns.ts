import type { CsvColumn, CsvValue } from '@/lib/csv';
import type { TableColumn } from './column-meta';
import { columnId } from './use-responsive-columns';

/**
 * A CSV export's column: one of the table's own, named by its accessor (the header is the table's
 * unless given, the value the field itself rather than the rendered cell unless given), or one the
 * table does not show (`{ header, value }`, an ID beside a name).
 */
type CsvEntry<Row> = CsvColumn<Row> | { column: Extract<keyof Row, string>; header?: string; value?: (row: Row) => CsvValue };

/**
 * A table's CSV columns, declared beside its columns and tied to them: naming a column the table
 * does not have throws when the module loads, so a renamed or removed column cannot leave its CSV
 * column behind.
 *
 *   export const backupCsvColumns = csvColumns(backupColumns, [{ column: 'id' }, { header: 'Instance ID', value: (b) => b.instanceId }, …]);
 */
export function csvColumns<Row>(table: TableColumn<Row>[], entries: CsvEntry<Row>[]): CsvColumn<Row>[] {
  const shown = new Map(table.map((column) => [columnId(column), column]));
  return entries.map((entry) => {
    if (!('column' in entry)) return entry;
    const column = shown.get(entry.column);
    if (!column) throw new Error(`The CSV column "${entry.column}" names no column of the table.`);
    const field = entry.column;
    return {
      header: entry.header ?? (typeof column.header === 'string' ? column.header : field),
      value: entry.value ?? ((row) => row[field] as CsvValue),
    };
  });
}
