import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { ExportCsv } from '@/components/export/export-csv';
import { pagingHandlers } from '@/lib/url-search/paging-handlers';
import { ServerTable } from '@/components/table/server-table';
import { Button } from '@/components/ui/button';
import { csvFileName } from '@/lib/csv';
import { exportTransactionsPage, transactionsCall, transactionsQuery } from '../queries';
import { transactionsSearchSchema, type TransactionsSearch } from '../search';
import { useTransactionColumns } from './transaction-columns';
import { TransactionFilters } from './transaction-filters';
import { TransactionStats } from './transaction-stats';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { selectTransactionList } from '../reads';

const route = getRouteApi('/_app/wallet/');

export function TransactionsSection({ currency }: { currency: string }) {
  const { t } = useLingui();
  const { columns, csv } = useTransactionColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({ ...transactionsQuery(search), placeholderData: keepPreviousData });
  // What the table, the counts and the paging read, checked (docs/drift.md).
  const read = useQuery({ ...transactionsQuery(search), placeholderData: keepPreviousData, select: selectTransactionList }).data;
  const drift = read && !read.ok ? read : undefined;
  // Any filter change goes back to the first page.
  const filter = (patch: Partial<TransactionsSearch>) => void navigate({ search: (s) => ({ ...s, ...patch, offset: 0 }) });
  const clear = () => filter({ q: undefined, type: undefined, category: undefined, month: undefined });

  return (
    <section aria-labelledby="transactions-heading">
      <h2 id="transactions-heading" className="mb-2 text-base font-semibold">
        {t`Transactions`}
      </h2>
      <CorrectedSearchNotice schema={transactionsSearchSchema} search={search} />
      <TransactionFilters
        search={search}
        onChange={filter}
        actions={
          <ExportCsv
            what={t`transactions`}
            fileName={csvFileName('transactions', [search.month, search.type, search.category, search.q])}
            columns={csv}
            fetchPage={exportTransactionsPage(search)}
            total={query.isPlaceholderData ? undefined : query.data?.total}
          />
        }
      />
      <TransactionStats stats={query.data?.stats} total={query.data?.total} currency={currency} search={search} onFilter={filter} />
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <ServerTable
          label={t`Transactions`}
          columns={columns}
          query={query}
          limit={search.limit}
          offset={search.offset}
          {...pagingHandlers(navigate)}
          getRowId={(row) => row.id}
          request={transactionsCall(search)}
          empty={
            <>
              <span className="block">{t`No transactions match these filters.`}</span>
              <Button size="sm" className="mt-2" onClick={clear}>
                {t`Clear filters`}
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}
