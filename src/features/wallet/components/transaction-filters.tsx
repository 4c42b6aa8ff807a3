import type { ReactNode } from 'react';
import { FilterSelect } from '@/components/table/filter-select';
import { SearchBox } from '@/components/table/search-box';
import { Button } from '@/components/ui/button';
import { TRANSACTION_CATEGORIES, type TransactionsSearch } from '../search';
import { MonthFilter } from './month-filter';
import { CATEGORY_LABEL } from './transaction-columns';

type Patch = Partial<Omit<TransactionsSearch, 'limit' | 'offset'>>;

const TYPE_OPTIONS = [
  { value: 'credit', label: 'Credits' },
  { value: 'debit', label: 'Debits' },
] as const;
const CATEGORY_OPTIONS = TRANSACTION_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABEL[value] }));

export function TransactionFilters({ search, onChange, actions }: { search: TransactionsSearch; onChange: (patch: Patch) => void; actions?: ReactNode }) {
  const filtered = Boolean(search.q || search.type || search.category || search.month);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Transaction filters">
      <SearchBox label="Search transactions" value={search.q} onSearch={(q) => onChange({ q })} />
      <FilterSelect label="Type" allLabel="All types" value={search.type} options={TYPE_OPTIONS} onChange={(type) => onChange({ type })} />
      <FilterSelect label="Category" allLabel="All categories" value={search.category} options={CATEGORY_OPTIONS} onChange={(category) => onChange({ category })} />
      <MonthFilter value={search.month} onChange={(month) => onChange({ month })} />
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange({ q: undefined, type: undefined, category: undefined, month: undefined })}>
          Clear filters
        </Button>
      ) : null}
      {actions ? <div className="ms-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
