import type { ReactNode } from 'react';
import { ExportCsv, type ExportCsvProps } from '@/components/export/export-csv';

/**
 * A paginated list's toolbar: its search and filters (`children`), then the CSV export at the end of
 * the row. Every paginated page uses it, so they all lay it out alike:
 *
 *   <ListToolbar exportCsv={{ what: t`backups`, fileName, columns: csv, total: list.exportTotal, fetchPage: list.fetchPage }}>
 *     <SearchBox … />
 *   </ListToolbar>
 */
export function ListToolbar<Row>({ children, exportCsv }: { children: ReactNode; exportCsv: ExportCsvProps<Row> }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      {children}
      <div className="ms-auto flex flex-wrap gap-2">
        <ExportCsv {...exportCsv} />
      </div>
    </div>
  );
}
