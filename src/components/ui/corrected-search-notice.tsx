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
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { clearCorrection, useCorrectedKeys } from '@/lib/url-search/correction-store';

export function CorrectedSearchNotice({
  schema,
  search,
}: {
  schema: object;
  search: Record<string, unknown>;
}) {
  const { t } = useLingui();
  const keys = useCorrectedKeys(schema, search);
  if (keys.length === 0) return null;
  // The address's own parameter names, as typed there.
  const names = keys.join(', ');
  return (
    <Notice
      tone="warning"
      className="mb-3"
      title={t`Some values in the address were not valid and were reset`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <Trans>
            Reset: <span data-testid="corrected-params">{names}</span>. The list shows the corrected
            values instead.
          </Trans>
        </p>
        <Button size="sm" variant="ghost" onClick={clearCorrection}>
          {t`Dismiss`}
        </Button>
      </div>
    </Notice>
  );
}
