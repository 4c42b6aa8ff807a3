import { useLingui } from '@lingui/react/macro';
import { FilterSelect } from '@/components/table/filter-select';
import { SearchBox } from '@/components/table/search-box';
import { Button } from '@/components/ui/button';
import { TRANSACTION_CATEGORIES, type TransactionsSearch } from '../search';
import { MonthFilter } from './month-filter';
import { categoryLabels } from './transaction-columns';

type Patch = Partial<Omit<TransactionsSearch, 'limit' | 'offset'>>;

/** The transactions' search and filters, the children of their `ListToolbar` (transactions-section.tsx). */
export function TransactionFilters({
  search,
  onChange,
  choices,
}: {
  search: TransactionsSearch;
  onChange: (patch: Patch) => void;
  /** Of a filter's options, those the bounds in force allow (usePaginatedList's filterChoices). */
  choices: <O extends { value: unknown }>(name: string, options: readonly O[]) => O[];
}) {
  const { t } = useLingui();
  const filtered = Boolean(search.q || search.type || search.category || search.month);
  const typeOptions = [
    { value: 'credit', label: t`Credits` },
    { value: 'debit', label: t`Debits` },
  ] as const;
  const categories = categoryLabels();
  const categoryOptions = TRANSACTION_CATEGORIES.map((value) => ({
    value,
    label: categories[value],
  }));
  return (
    <>
      <SearchBox
        label={t`Search transactions`}
        value={search.q}
        onSearch={(q) => onChange({ q })}
      />
      <FilterSelect
        label={t`Type`}
        allLabel={t`All types`}
        value={search.type}
        options={choices('type', typeOptions)}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label={t`Category`}
        allLabel={t`All categories`}
        value={search.category}
        options={choices('category', categoryOptions)}
        onChange={(category) => onChange({ category })}
      />
      <MonthFilter value={search.month} onChange={(month) => onChange({ month })} />
      {filtered ? (
        <Button
          variant="ghost"
          onClick={() =>
            onChange({ q: undefined, type: undefined, category: undefined, month: undefined })
          }
        >
          {t`Clear filters`}
        </Button>
      ) : null}
    </>
  );
}
