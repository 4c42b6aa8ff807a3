import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/wording/describe-error';
import type { PaletteSource } from '../use-palette-entries';

/** The result count for screen readers (and sighted users), plus which lists are missing and why. */
export function PaletteStatus({
  text,
  count,
  sources,
}: {
  text: string;
  count: number;
  sources: PaletteSource[];
}) {
  const { t } = useLingui();
  const loading = sources.filter((source) => source.query.isPending).map((source) => source.label);
  const failed = sources.filter((source) => source.query.isError);
  const drifted = sources.flatMap((source) =>
    source.drift ? [{ ...source, drift: source.drift }] : [],
  );
  const summary = text.trim()
    ? plural(count, { one: '# result', other: '# results' })
    : plural(count, {
        one: '# result: pages and actions; type to search resources',
        other: '# results: pages and actions; type to search resources',
      });
  const names = loading.join(', ');
  return (
    <div className="text-xs text-muted">
      <p role="status" aria-live="polite" aria-atomic="true">
        {summary}
        {loading.length ? `. ${t`Still loading ${names}.`}` : ''}
      </p>
      {failed.map((source) => {
        const name = source.label;
        const code = describeError(source.query.error).code;
        return (
          <p key={source.id} className="mt-1 flex flex-wrap items-center gap-2 text-danger">
            {t`Could not load ${name} (${code}).`}
            <Button size="sm" variant="ghost" onClick={() => void source.query.refetch()}>
              {t`Try again`}
            </Button>
          </p>
        );
      })}
      {drifted.map((source) => {
        const name = source.label;
        const operation = source.drift.reads.operation;
        const fields = source.drift.issues.map((issue) => issue.path).join(', ');
        return (
          <p key={source.id} className="mt-1 text-warning" data-testid="palette-drift">
            {t`Not searching ${name}: the service's answer to ${operation} differs in ${fields} (the compatibility report says how).`}
          </p>
        );
      })}
    </div>
  );
}
