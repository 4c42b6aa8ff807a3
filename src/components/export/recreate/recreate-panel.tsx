/**
 * The body of the "Recreate as script" dialog: the script for a selection in bash or Python, to
 * copy or download. Loaded with the writers when the dialog first opens, never with a page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeTabs } from '@/components/ui/code-tabs';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { downloadText } from '@/lib/download';
import { maskText, usePresenting } from '@/lib/presentation/presentation';
import type { RecreateSelection } from './data';
import { planRecreate } from './plan';
import { RecreateChanges } from './recreate-changes';
import { writeBash } from './write-bash';
import { writePython } from './write-python';

const LANGUAGES = {
  bash: {
    label: 'bash',
    file: 'recreate.sh',
    type: 'text/x-shellscript',
    write: writeBash,
    run: 'bash recreate.sh',
  },
  python: {
    label: 'Python',
    file: 'recreate.py',
    type: 'text/x-python',
    write: writePython,
    run: 'python3 recreate.py',
  },
} as const;
type Language = keyof typeof LANGUAGES;
const ORDER: Language[] = ['bash', 'python'];

export function RecreatePanel({
  selection,
  apiUrl,
}: {
  selection: RecreateSelection;
  apiUrl: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [language, setLanguage] = useState<Language>('bash');
  const chosen = LANGUAGES[language];
  const script = useMemo(() => chosen.write(selection, apiUrl), [chosen, selection, apiUrl]);
  const plan = useMemo(() => planRecreate(selection), [selection]);
  const presenting = usePresenting();
  const shown = presenting ? maskText(script) : script;
  const label = chosen.label;
  const file = chosen.file;
  const command = chosen.run;
  return (
    <div className="text-sm">
      <RecreateChanges plan={plan} />
      <CodeTabs
        id={id}
        label={t`Script in`}
        tabs={ORDER.map((name) => ({ key: name, label: LANGUAGES[name].label }))}
        active={language}
        onSelect={setLanguage}
        panelClassName="pt-2"
      >
        {/* Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <pre
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t`${label} script`}
          className={cn(
            'overflow-auto rounded bg-surface-2 p-2 font-mono text-xs leading-relaxed',
            // With the list of changes above it, the dialog's Close still fits a phone's screen.
            plan.changes.length + plan.leftOut.length > 0 ? 'max-h-32' : 'max-h-72',
          )}
        >
          <code>{shown}</code>
        </pre>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CopyButton text={script} label={t`Copy ${label} script`} masked={shown !== script} />
          <Button
            size="sm"
            onClick={() => downloadText(file, [script], `${chosen.type};charset=utf-8`)}
          >
            {t`Download ${file}`}
          </Button>
        </div>
      </CodeTabs>
      <p className="mt-2 text-xs text-muted">
        <Trans>
          Run it with a full key of the account to create in: <code>CLOUD_API_KEY=… {command}</code>
          . The script holds no key; <code>CLOUD_API_URL</code> changes the address. It skips what
          exists by name, prints the deploy’s cost and asks before deploying (<code>--yes</code>{' '}
          does not ask).
        </Trans>
      </p>
    </div>
  );
}
