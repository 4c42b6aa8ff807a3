import { useLingui } from '@lingui/react/macro';
import { HeldReads } from '@/components/layout/budget-meter';

/** What a loading panel shows; under a held read, also that it waits for the request budget and until when. */
export function Loading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <>
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-border border-t-accent"
        />
        {label ?? t`Loading`}…
      </div>
      <HeldReads />
    </>
  );
}
