import { useState } from 'react';
import { cn } from '@/lib/cn';
import { SNIPPETS } from '../snippets';
import { CopyButton } from '@/components/ui/copy-button';

/** The same check for a receiver, in Node, Python and Go, each with the 5-minute replay window. */
export function VerifySnippets() {
  const [active, setActive] = useState<(typeof SNIPPETS)[number]['id']>('node');
  const snippet = SNIPPETS.find((s) => s.id === active) ?? SNIPPETS[0];
  return (
    <section aria-labelledby="snippets-title" className="mt-6">
      <h2 id="snippets-title" className="text-lg font-semibold">
        Verify in your receiver
      </h2>
      <p className="mt-1 text-sm text-muted">
        Verify before parsing the JSON, on the raw body. Compare in constant time and reject
        timestamps more than 5 minutes from your clock.
      </p>
      <div role="tablist" aria-label="Language" className="mt-3 flex gap-1 border-b border-border">
        {SNIPPETS.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            id={`snippet-tab-${s.id}`}
            aria-selected={s.id === active}
            aria-controls="snippet-panel"
            tabIndex={s.id === active ? 0 : -1}
            onClick={() => setActive(s.id)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const i = SNIPPETS.findIndex((x) => x.id === active);
              const next =
                SNIPPETS[
                  (i + (e.key === 'ArrowRight' ? 1 : SNIPPETS.length - 1)) % SNIPPETS.length
                ]!;
              setActive(next.id);
              document.getElementById(`snippet-tab-${next.id}`)?.focus();
            }}
            className={cn(
              '-mb-px rounded-t-md border px-3 py-1.5 text-sm',
              s.id === active
                ? 'border-border border-b-surface bg-surface font-medium'
                : 'border-transparent text-muted hover:text-fg',
            )}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="snippet-panel"
        aria-labelledby={`snippet-tab-${snippet.id}`}
        tabIndex={0}
        className="overflow-x-auto rounded-b-md border border-t-0 border-border bg-surface p-3"
      >
        <div className="mb-2 flex justify-end">
          <CopyButton text={snippet.code} label={`Copy ${snippet.label} snippet`} />
        </div>
        <pre
          className="font-mono text-xs leading-relaxed"
          aria-label={`${snippet.label} verification snippet`}
        >
          <code>{snippet.code}</code>
        </pre>
      </div>
    </section>
  );
}
