import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { SNIPPETS } from '../snippets';
import { CopyButton } from '@/components/ui/copy-button';

/** The id of a language's tab (an id, not a word: kept out of JSX for the raw-text lint). */
const tabId = (id: string) => `snippet-tab-${id}`;

/** The same check for a receiver, in Node, Python and Go, each with the 5-minute replay window. */
export function VerifySnippets() {
  const { t } = useLingui();
  const [active, setActive] = useState<(typeof SNIPPETS)[number]['id']>('node');
  const snippet = SNIPPETS.find((s) => s.id === active) ?? SNIPPETS[0];
  const language = snippet.label;
  return (
    <section aria-labelledby="snippets-title" className="mt-6">
      <h2 id="snippets-title" className="text-lg font-semibold">
        <Trans>Verify in your receiver</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Verify before parsing the JSON, on the raw body. Compare in constant time and reject
          timestamps more than 5 minutes from your clock.
        </Trans>
      </p>
      <div role="tablist" aria-label={t`Language`} className="mt-3 flex gap-1 border-b border-border">
        {SNIPPETS.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            id={tabId(s.id)}
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
              document.getElementById(tabId(next.id))?.focus();
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
        aria-labelledby={tabId(snippet.id)}
        tabIndex={0}
        className="overflow-x-auto rounded-b-md border border-t-0 border-border bg-surface p-3"
      >
        <div className="mb-2 flex justify-end">
          <CopyButton text={snippet.code} label={t`Copy ${language} snippet`} />
        </div>
        <pre
          className="font-mono text-xs leading-relaxed"
          aria-label={t`${language} verification snippet`}
        >
          <code>{snippet.code}</code>
        </pre>
      </div>
    </section>
  );
}
