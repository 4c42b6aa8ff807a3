import { Trans, useLingui } from '@lingui/react/macro';
import { sessionBaseUrl } from '@/api/client';
import { useState } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { operationReferenceUrl } from '@/api/api-reference';
import { getRuntimeConfig } from '@/api/config';
import { describeRequest } from '@/api/describe-request';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { maskText, usePresenting } from '@/lib/presentation/presentation';
import { KEY_VARIABLE, SNIPPET_KINDS, SNIPPET_LABELS, snippet, type SnippetKind } from './snippets';

/** The request of one call in every form, with copy and a link to its operation's reference. */
export function RequestPanel({ call, id, note }: { call: AnyApiCall; id: string; note?: string | undefined }) {
  const { t } = useLingui();
  const config = getRuntimeConfig();
  const baseUrl = sessionBaseUrl();
  const description = describeRequest(call, baseUrl);
  const kinds = SNIPPET_KINDS.filter((kind) => kind !== 'all-pages' || description.pagesUrl);
  const [active, setActive] = useState<SnippetKind>('curl');
  const kind = kinds.includes(active) ? active : 'curl';
  const code = snippet(kind, description) ?? '';
  // Presentation mode: the IPs, e-mails and amounts in the URL and body are masked on screen; Copy
  // says so before it copies the real request.
  const presenting = usePresenting();
  const shownCode = presenting ? maskText(code) : code;
  const reference = description.operationId ? operationReferenceUrl(description.operationId, baseUrl, config) : null;
  const tabId = (k: SnippetKind) => `${id}-tab-${k}`;
  const labelOf = (k: SnippetKind) => (k === 'all-pages' ? t`All pages (shell)` : SNIPPET_LABELS[k]);
  const label = labelOf(kind);
  const operation = description.operationId;
  const move = (step: number) => {
    const next = kinds[(kinds.indexOf(kind) + step + kinds.length) % kinds.length]!;
    setActive(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div id={id} className="mt-2 rounded-md border border-border bg-surface p-3 text-start text-sm">
      <p className="font-mono text-xs break-all" data-testid="request-line">
        <strong>{description.method}</strong> {presenting ? maskText(description.url) : description.url}
      </p>
      <div role="tablist" aria-label={t`Request as`} className="mt-3 flex flex-wrap gap-1 border-b border-border">
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={tabId(k)}
            aria-selected={k === kind}
            aria-controls={`${id}-code`}
            tabIndex={k === kind ? 0 : -1}
            onClick={() => setActive(k)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
            className={cn('-mb-px rounded-t-md border px-2.5 py-1 text-xs', k === kind ? 'border-border border-b-surface bg-surface font-medium' : 'border-transparent text-muted hover:text-fg')}
          >
            {labelOf(k)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-code`} aria-labelledby={tabId(kind)} className="pt-2">
        {/* Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre tabIndex={0} aria-label={t`${label} request`} className="max-h-72 overflow-auto rounded bg-surface-2 p-2 font-mono text-xs leading-relaxed">
          <code>{shownCode}</code>
        </pre>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <CopyButton text={code} label={t`Copy ${label}`} masked={shownCode !== code} />
          {reference ? (
            <a className="text-xs text-accent underline" href={reference} target="_blank" rel="noreferrer noopener">
              {t`API reference: ${operation}`}
            </a>
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">
        {config.session === 'proxy' ? (
          <Trans>
            Here the team’s proxy signs your requests in with the company sign-in and adds the service key; that address answers only a signed-in browser. From a terminal, send the request to
            the service itself with a key of your own in the <code>{KEY_VARIABLE}</code> environment variable (<code>export {KEY_VARIABLE}=…</code>); the console never puts it in this text or
            the copy.
          </Trans>
        ) : (
          <Trans>
            Your key goes in the <code>{KEY_VARIABLE}</code> environment variable (<code>export {KEY_VARIABLE}=…</code>); the console never puts it in this text or the copy.
          </Trans>
        )}
        {description.method !== 'GET' ? ` ${t`Running this makes the change for real, once per run.`}` : ''}
        {config.mode === 'demo' ? ` ${t`This demo answers requests inside the page; send these to your service’s address instead.`}` : ''}
        {note ? ` ${note}` : ''}
      </p>
    </div>
  );
}
