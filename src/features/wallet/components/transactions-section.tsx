import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { CorrectedSearchNotice } from '@/components/ui/corrected-search-notice';
import { ListToolbar } from '@/components/paginated-list/list-toolbar';
import { ServerTable } from '@/components/table/server-table';
import { usePaginatedList } from '@/components/paginated-list/use-paginated-list';
import { ReadDriftNotice } from '@/components/ui/read-drift-notice';
import { Button } from '@/components/ui/button';
import { csvFileName } from '@/lib/csv';
import { transactionsCall } from '../queries';
import { selectTransactionList } from '../reads';
import { transactionsSearchSchema } from '../search';
import { useTransactionColumns } from './transaction-columns';
import { TransactionFilters } from './transaction-filters';
import { TransactionStats } from './transaction-stats';

const route = getRouteApi('/_app/wallet/');

export function TransactionsSection({ currency }: { currency: string }) {
  const { t } = useLingui();
  const { columns, csv } = useTransactionColumns();
  const { search, query, setFilter, filterChoices, fetchPage, exportTotal, table, drift } =
    usePaginatedList(
      route.useSearch(),
      route.useNavigate(),
      transactionsCall,
      selectTransactionList,
      transactionsSearchSchema,
    );
  const clear = () =>
    setFilter({ q: undefined, type: undefined, category: undefined, month: undefined });

  return (
    <section aria-labelledby="transactions-heading">
      <h2 id="transactions-heading" className="mb-2 text-base font-semibold">
        {t`Transactions`}
      </h2>
      <CorrectedSearchNotice schema={transactionsSearchSchema} search={search} />
      <ListToolbar
        label={t`Transaction filters`}
        exportCsv={{
          what: t`transactions`,
          fileName: csvFileName('transactions', [
            search.month,
            search.type,
            search.category,
            search.q,
          ]),
          columns: csv,
          total: exportTotal,
          fetchPage,
        }}
      >
        <TransactionFilters search={search} onChange={setFilter} choices={filterChoices} />
      </ListToolbar>
      <TransactionStats
        stats={query.data?.stats}
        total={query.data?.total}
        currency={currency}
        search={search}
        onFilter={setFilter}
      />
      {drift ? (
        <ReadDriftNotice read={drift} />
      ) : (
        <ServerTable
          // Not "Transactions": the section around it is that landmark, and two of one name are
          // one place twice to a screen reader's list of landmarks (axe: landmark-unique).
          label={t`Transaction list`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
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
