import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FilterSelect } from '@/components/table/filter-select';
import { SearchBox } from '@/components/table/search-box';
import { Button } from '@/components/ui/button';
import { TRANSACTION_CATEGORIES, type TransactionsSearch } from '../search';
import { MonthFilter } from './month-filter';
import { categoryLabels } from './transaction-columns';

type Patch = Partial<Omit<TransactionsSearch, 'limit' | 'offset'>>;


export function TransactionFilters({ search, onChange, actions }: { search: TransactionsSearch; onChange: (patch: Patch) => void; actions?: ReactNode }) {
  const { t } = useLingui();
  const filtered = Boolean(search.q || search.type || search.category || search.month);
  const typeOptions = [
    { value: 'credit', label: t`Credits` },
    { value: 'debit', label: t`Debits` },
  ] as const;
  const categories = categoryLabels();
  const categoryOptions = TRANSACTION_CATEGORIES.map((value) => ({ value, label: categories[value] }));
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label={t`Transaction filters`}>
      <SearchBox label={t`Search transactions`} value={search.q} onSearch={(q) => onChange({ q })} />
      <FilterSelect label={t`Type`} allLabel={t`All types`} value={search.type} options={typeOptions} onChange={(type) => onChange({ type })} />
      <FilterSelect
        label={t`Category`}
        allLabel={t`All categories`}
        value={search.category}
        options={categoryOptions}
        onChange={(category) => onChange({ category })}
      />
      <MonthFilter value={search.month} onChange={(month) => onChange({ month })} />
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange({ q: undefined, type: undefined, category: undefined, month: undefined })}>
          {t`Clear filters`}
        </Button>
      ) : null}
      {actions ? <div className="ms-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
