/**
 * The body of the "Recreate as script" dialog: the script for a selection in bash or Python, to
 * copy or download. Loaded with the writers when the dialog first opens, never with a page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { downloadText } from '@/lib/download';
import { maskText, usePresenting } from '@/lib/presentation/presentation';
import type { RecreateSelection } from './data';
import { writeBash } from './write-bash';
import { writePython } from './write-python';

const LANGUAGES = {
  bash: { label: 'bash', file: 'recreate.sh', type: 'text/x-shellscript', write: writeBash, run: 'bash recreate.sh' },
  python: { label: 'Python', file: 'recreate.py', type: 'text/x-python', write: writePython, run: 'python3 recreate.py' },
} as const;
type Language = keyof typeof LANGUAGES;
const ORDER: Language[] = ['bash', 'python'];

export function RecreatePanel({ selection, apiUrl }: { selection: RecreateSelection; apiUrl: string }) {
  const { t } = useLingui();
  const id = useId();
  const [language, setLanguage] = useState<Language>('bash');
  const chosen = LANGUAGES[language];
  const script = useMemo(() => chosen.write(selection, apiUrl), [chosen, selection, apiUrl]);
  const presenting = usePresenting();
  const shown = presenting ? maskText(script) : script;
  const tabId = (name: Language) => `${id}-tab-${name}`;
  const label = chosen.label;
  const file = chosen.file;
  const command = chosen.run;
  const move = (step: number) => {
    const next = ORDER[(ORDER.indexOf(language) + step + ORDER.length) % ORDER.length]!;
    setLanguage(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div className="text-sm">
      <div role="tablist" aria-label={t`Script in`} className="flex gap-1 border-b border-border">
        {ORDER.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={name === language}
            aria-controls={`${id}-script`}
            tabIndex={name === language ? 0 : -1}
            onClick={() => setLanguage(name)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
            className={cn('-mb-px rounded-t-md border px-2.5 py-1 text-xs', name === language ? 'border-border border-b-surface bg-surface font-medium' : 'border-transparent text-muted hover:text-fg')}
          >
            {LANGUAGES[name].label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-script`} aria-labelledby={tabId(language)} className="pt-2">
        {/* Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre tabIndex={0} aria-label={t`${label} script`} className="max-h-72 overflow-auto rounded bg-surface-2 p-2 font-mono text-xs leading-relaxed">
          <code>{shown}</code>
        </pre>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CopyButton text={script} label={t`Copy ${label} script`} masked={shown !== script} />
          <Button size="sm" onClick={() => downloadText(file, [script], `${chosen.type};charset=utf-8`)}>
            {t`Download ${file}`}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">
        <Trans>
          Run it with a full key of the account to create in: <code>CLOUD_API_KEY=… {command}</code>. The script holds no key; <code>CLOUD_API_URL</code> changes the address. It skips
          what exists by name, prints the deploy’s cost and asks before deploying (<code>--yes</code> does not ask).
        </Trans>
      </p>
    </div>
  );
}
