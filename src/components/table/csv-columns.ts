import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n';
import type { CsvColumn, CsvValue } from '@/lib/csv';
import type { TableColumn } from './column-meta';
import { columnId } from './use-responsive-columns';

/**
 * A header in the chosen language: the table's own (translated where the columns are built, with
 * `t`), or a message (`msg`) read when the file is written, so a list declared at module level
 * still exports in the language of the moment.
 */
type CsvHeader = string | MessageDescriptor;

/**
 * A CSV export's column: one of the table's own, named by its accessor (the header is the table's
 * unless given, the value the field itself rather than the rendered cell unless given), or one the
 * table does not show (`{ header, value }`, an ID beside a name).
 */
type CsvEntry<Row> =
  | { header: CsvHeader; value: (row: Row) => CsvValue }
  | { column: Extract<keyof Row, string>; header?: CsvHeader; value?: (row: Row) => CsvValue };

const headerText = (header: CsvHeader): string =>
  typeof header === 'string' ? header : i18n._(header);

/**
 * A table's CSV columns, declared beside its columns and tied to them: naming a column the table
 * does not have throws when the module loads, so a renamed or removed column cannot leave its CSV
 * column behind. The headers are the ones the person reads (translated, docs/i18n.md); each is read
 * when the file is written (`header` is a getter), not when the list is declared.
 *
 *   const csv = csvColumns(columns, [{ column: 'id' }, { header: t`Instance ID`, value: (b) => b.instanceId }, …]);
 */
export function csvColumns<Row>(
  table: TableColumn<Row>[],
  entries: CsvEntry<Row>[],
): CsvColumn<Row>[] {
  const shown = new Map(table.map((column) => [columnId(column), column]));
  return entries.map((entry) => {
    if (!('column' in entry)) {
      const { header, value } = entry;
      return {
        get header() {
          return headerText(header);
        },
        value,
      };
    }
    const column = shown.get(entry.column);
    if (!column) throw new Error(`The CSV column "${entry.column}" names no column of the table.`);
    const field = entry.column;
    const given = entry.header;
    return {
      get header() {
        if (given !== undefined) return headerText(given);
        // A header drawn by a function (a select-all box) has no words: the field's name then.
        return typeof column.header === 'string' ? column.header : field;
      },
      value: entry.value ?? ((row) => row[field] as CsvValue),
    };
  });
}
