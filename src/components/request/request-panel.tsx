import { Trans, useLingui } from '@lingui/react/macro';
import { sessionBaseUrl } from '@/api/client';
import { useState } from 'react';
import type { AnyApiCall } from '@/api/api-call';
import { operationReferenceUrl } from '@/api/api-reference';
import { getRuntimeConfig } from '@/api/config';
import { describeRequest } from '@/api/describe-request';
import { CodeTabs } from '@/components/ui/code-tabs';
import { CopyButton } from '@/components/ui/copy-button';
import { maskText, usePresenting } from '@/lib/presentation/presentation';
import { KEY_VARIABLE, SNIPPET_KINDS, SNIPPET_LABELS, snippet, type SnippetKind } from './snippets';

/** The request of one call in every form, with copy and a link to its operation's reference. */
export function RequestPanel({
  call,
  id,
  note,
}: {
  call: AnyApiCall;
  id: string;
  note?: string | undefined;
}) {
  const { t } = useLingui();
  const config = getRuntimeConfig();
  const baseUrl = sessionBaseUrl();
  const description = describeRequest(call, baseUrl);
  const kinds = SNIPPET_KINDS.filter((kind) => kind !== 'all-pages' || description.pagesUrl);
  const [active, setActive] = useState<SnippetKind>('curl');
  const kind = kinds.includes(active) ? active : 'curl';
  const code = snippet(kind, description) ?? '';
  // Presentation mode: the IPs, e-mails, amounts and secrets (secret-named values, issuers' tokens,
  // random runs) in the URL and body are masked on screen; Copy says so before it copies the real
  // request.
  const presenting = usePresenting();
  const shownCode = presenting ? maskText(code) : code;
  const reference = description.operationId
    ? operationReferenceUrl(description.operationId, baseUrl, config)
    : null;
  const labelOf = (k: SnippetKind) =>
    k === 'all-pages' ? t`All pages (shell)` : SNIPPET_LABELS[k];
  const label = labelOf(kind);
  const operation = description.operationId;
  return (
    <div id={id} className="mt-2 rounded-md border border-border bg-surface p-3 text-start text-sm">
      <p className="font-mono text-xs wrap-anywhere" data-testid="request-line">
        <strong>{description.method}</strong>{' '}
        {presenting ? maskText(description.url) : description.url}
      </p>
      <CodeTabs
        id={id}
        label={t`Request as`}
        tabs={kinds.map((k) => ({ key: k, label: labelOf(k) }))}
        active={kind}
        onSelect={setActive}
        className="mt-3"
        panelClassName="pt-2"
      >
        {/* Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <pre
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t`${label} request`}
          className="max-h-72 overflow-auto rounded bg-surface-2 p-2 font-mono text-xs leading-relaxed"
        >
          <code>{shownCode}</code>
        </pre>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <CopyButton text={code} label={t`Copy ${label}`} masked={shownCode !== code} />
          {reference ? (
            <a
              className="text-xs text-accent underline"
              href={reference}
              target="_blank"
              rel="noreferrer noopener"
            >
              {t`API reference: ${operation}`}
            </a>
          ) : null}
        </div>
      </CodeTabs>
      <p className="mt-2 text-xs text-muted">
        {config.session === 'proxy' ? (
          <Trans>
            Here the team’s proxy signs your requests in with the company sign-in and adds the
            service key; that address answers only a signed-in browser. From a terminal, send the
            request to the service itself with a key of your own in the <code>{KEY_VARIABLE}</code>{' '}
            environment variable (<code>export {KEY_VARIABLE}=…</code>); the console never puts it
            in this text or the copy.
          </Trans>
        ) : (
          <Trans>
            Your key goes in the <code>{KEY_VARIABLE}</code> environment variable (
            <code>export {KEY_VARIABLE}=…</code>); the console never puts it in this text or the
            copy.
          </Trans>
        )}
        {description.method !== 'GET'
          ? ` ${t`Running this makes the change for real, once per run.`}`
          : ''}
        {config.mode === 'demo'
          ? ` ${t`This demo answers requests inside the page; send these to your service’s address instead.`}`
          : ''}
        {note ? ` ${note}` : ''}
      </p>
    </div>
  );
}
