import { useLingui } from '@lingui/react/macro';
import type { StatItem } from '@/components/table/stats-cards';
import { StatsCards } from '@/components/table/stats-cards';
import { formatCents, formatNumber } from '@/lib/format';
import type { components } from '@/api/schema.gen';
import { TRANSACTION_CATEGORIES, type TransactionsSearch } from '../search';
import { categoryLabels } from './transaction-columns';

type Stats = components['schemas']['TransactionStats'];

/** The server's sums over the whole filtered set; the type and category cards toggle their filter. */
export function TransactionStats({
  stats,
  total,
  currency,
  search,
  onFilter,
}: {
  stats: Stats | undefined;
  total: number | undefined;
  currency: string;
  search: TransactionsSearch;
  onFilter: (patch: Partial<Pick<TransactionsSearch, 'type' | 'category'>>) => void;
}) {
  const { t } = useLingui();
  const categories = categoryLabels();
  const items: StatItem[] = [
    {
      id: 'total',
      label: t`Transactions`,
      value: total === undefined ? undefined : formatNumber(total),
    },
    {
      id: 'credit',
      label: t`Credits`,
      value: stats && formatCents(stats.creditCents, currency),
      tone: 'success',
      selected: search.type === 'credit',
      onSelect: () => onFilter({ type: search.type === 'credit' ? undefined : 'credit' }),
    },
    {
      id: 'debit',
      label: t`Debits`,
      value: stats && formatCents(stats.debitCents, currency),
      tone: 'neutral',
      selected: search.type === 'debit',
      onSelect: () => onFilter({ type: search.type === 'debit' ? undefined : 'debit' }),
    },
    ...TRANSACTION_CATEGORIES.map((category): StatItem => ({
      id: category,
      label: categories[category],
      value: stats && formatCents(stats.byCategory[category], currency),
      selected: search.category === category,
      onSelect: () => onFilter({ category: search.category === category ? undefined : category }),
    })),
  ];
  return (
    <StatsCards label={t`Transaction totals`} items={items} className="lg:[&_ul]:grid-cols-7" />
  );
}
