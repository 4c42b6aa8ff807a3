import type { ReactNode } from 'react';
import { ExportCsv, type ExportCsvProps } from '@/components/export/export-csv';

/**
 * A paginated list's toolbar: its search and filters (`children`), then the CSV export at the end of
 * the row. Every paginated page uses it (backups, backup servers, monitoring, tickets, wallet
 * transactions), so they all lay it out alike. `label` names the row as a group of filters for
 * assistive technology where the page has more than one set of controls (the wallet).
 *
 *   <ListToolbar exportCsv={{ what: t`backups`, fileName, columns: csv, total: list.exportTotal, fetchPage: list.fetchPage }}>
 *     <SearchBox label={t`Search backups`} value={list.search.q} onSearch={(q) => list.setFilter({ q })} />
 *   </ListToolbar>
 */
export function ListToolbar<Row>({
  children,
  exportCsv,
  label,
}: {
  children: ReactNode;
  exportCsv: ExportCsvProps<Row>;
  label?: string;
}) {
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-2"
      {...(label ? { role: 'group', 'aria-label': label } : {})}
    >
      {children}
      <div className="ms-auto flex flex-wrap items-center gap-2">
        <ExportCsv {...exportCsv} />
      </div>
    </div>
  );
}
