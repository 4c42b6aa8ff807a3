import { Button } from '@/components/ui/button';
import { describeError } from '@/api/describe-error';
import type { PaletteSource } from '../use-palette-entries';

/** The result count for screen readers (and sighted users), plus which lists are missing and why. */
export function PaletteStatus({ text, count, sources }: { text: string; count: number; sources: PaletteSource[] }) {
  const loading = sources.filter((source) => source.query.isPending).map((source) => source.label);
  const failed = sources.filter((source) => source.query.isError);
  const summary = `${count} ${count === 1 ? 'result' : 'results'}${text.trim() ? '' : ': pages and actions; type to search resources'}`;
  return (
    <div className="text-xs text-muted">
      <p role="status" aria-live="polite" aria-atomic="true">
        {summary}
        {loading.length ? `. Still loading ${loading.join(', ')}.` : ''}
      </p>
      {failed.map((source) => (
        <p key={source.label} className="mt-1 flex flex-wrap items-center gap-2 text-danger">
          Could not load {source.label} ({describeError(source.query.error).code}).
          <Button size="sm" variant="ghost" onClick={() => void source.query.refetch()}>
            Try again
          </Button>
        </p>
      ))}
    </div>
  );
}
