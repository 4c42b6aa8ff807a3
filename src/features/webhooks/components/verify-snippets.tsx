import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SNIPPETS } from '../snippets';
import { CodeTabs } from '@/components/ui/code-tabs';
import { CopyButton } from '@/components/ui/copy-button';

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
      <CodeTabs
        id="snippet"
        label={t`Language`}
        tabs={SNIPPETS.map((s) => ({ key: s.id, label: s.label }))}
        active={snippet.id}
        onSelect={setActive}
        className="mt-3"
        panelClassName="overflow-x-auto rounded-b-md border border-t-0 border-border bg-surface p-3"
      >
        <div className="mb-2 flex justify-end">
          <CopyButton text={snippet.code} label={t`Copy ${language} snippet`} />
        </div>
        {/* The panel scrolls sideways; the Copy button in it makes it reachable by keyboard (axe: scrollable-region-focusable). */}
        <pre
          className="font-mono text-xs leading-relaxed"
          aria-label={t`${language} verification snippet`}
        >
          <code>{snippet.code}</code>
        </pre>
      </CodeTabs>
    </section>
  );
}
