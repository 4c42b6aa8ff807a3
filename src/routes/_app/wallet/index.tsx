import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadPage } from '@/lib/url-search/load-page';
import { readLiveOperations } from '@/features/explorer/queries';
import { liveSearch } from '@/lib/url-search/live-bounds';
import { PAGE_DEFAULTS } from '@/lib/url-search/search';
import { TransactionsSection } from '@/features/wallet/components/transactions-section';
import { WalletPage } from '@/features/wallet/components/wallet-page';
import { transactionsQuery, walletSummaryQuery } from '@/features/wallet/queries';
import { transactionsSearchSchema } from '@/features/wallet/search';

export const Route = createFileRoute('/_app/wallet/')({
  validateSearch: transactionsSearchSchema,
  search: { middlewares: [stripSearchParams(PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // A failed transactions page is shown by the table (with retry), not instead of the balance.
  // What the live document refuses is never sent (live-bounds.ts).
  loader: ({ context: { queryClient }, deps, cause }) =>
    Promise.all([
      queryClient.ensureQueryData(walletSummaryQuery),
      loadPage(
        queryClient,
        liveSearch('/wallet/transactions', deps, () => readLiveOperations(queryClient)).then(
          transactionsQuery,
        ),
        cause,
      )?.catch(() => undefined),
    ]),
  component: WalletRoute,
});

function WalletRoute() {
  return <WalletPage transactions={(currency) => <TransactionsSection currency={currency} />} />;
}
