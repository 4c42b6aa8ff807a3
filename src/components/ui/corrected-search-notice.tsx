/**
 * Tells the user which params of the address were not valid and were reset.
 *
 *   const search = route.useSearch();   // already corrected by validateSearch
 *   <CorrectedSearchNotice schema={backupsSearchSchema} search={search} />
 *
 * The router validates the raw address with the schema (which records what it corrected, see
 * search.ts), then rewrites the address to the corrected values; the bad values are never sent.
 * The notice stays while the page shows that corrected search, and goes with the next change or
 * "Dismiss".
 */
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { clearCorrection, useCorrectedKeys } from '@/lib/url-search/corrected-keys';

export function CorrectedSearchNotice({ schema, search }: { schema: object; search: Record<string, unknown> }) {
  const keys = useCorrectedKeys(schema, search);
  if (keys.length === 0) return null;
  return (
    <Notice tone="warning" className="mb-3" title="Some values in the address were not valid and were reset">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          Reset: <span data-testid="corrected-params">{keys.join(', ')}</span>. The list shows the corrected values instead.
        </p>
        <Button size="sm" variant="ghost" onClick={clearCorrection}>
          Dismiss
        </Button>
      </div>
    </Notice>
  );
}
