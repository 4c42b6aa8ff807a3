import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { formatNumber } from '@/lib/format';
import { maskText, shown } from '@/lib/presentation/presentation';
import type { DocumentSource } from '../document-source';
import type { LoadedDocument } from '../load-document';

/** Which document, which version, how many operations, and what the parser found. */
export function DocumentSummary({
  document,
  source,
  reading,
  onReadAgain,
}: {
  document: LoadedDocument;
  source: DocumentSource;
  reading: boolean;
  onReadAgain: () => void;
}) {
  const { t } = useLingui();
  const refused = document.operations.filter((operation) => operation.keyRefusal).length;
  // The parser's findings stay in its English; how many more there are is said here.
  const findings = [...document.errors, ...document.warnings];
  const title = document.title || t`Untitled API`;
  const { version, openapi } = document;
  const operations = plural(document.operations.length, {
    one: '# operation',
    other: '# operations',
  });
  const refusedCount = formatNumber(refused);
  const url = shown(source.url, 'url');
  const parseMs = formatNumber(document.parseMs);
  const errorCount = document.errors.length + document.moreErrors;
  const moreErrors = formatNumber(document.moreErrors);
  const errors = plural(errorCount, { one: '# error', other: '# errors' });
  const warnings = plural(document.warnings.length, { one: '# warning', other: '# warnings' });
  return (
    <div className="mb-4 rounded-md border border-border bg-surface px-3 py-2 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="explorer-document">
            {refused > 0
              ? t`${title} ${version} · OpenAPI ${openapi} · ${operations}, ${refusedCount} refused to a key`
              : t`${title} ${version} · OpenAPI ${openapi} · ${operations}`}
          </p>
          <p className="text-xs wrap-anywhere text-muted">
            {source.configured ? (
              <Trans>
                From <code>{url}</code> (config.json’s openapiUrl), read in {parseMs} ms.
              </Trans>
            ) : (
              <Trans>
                From <code>{url}</code> (the default address; config.json’s openapiUrl sets
                another), read in {parseMs} ms.
              </Trans>
            )}
          </p>
        </div>
        <ReadAgainButton reading={reading} onClick={onReadAgain} />
      </div>
      <p className="mt-1 text-xs">
        {document.valid
          ? document.checkedBy === 'parser'
            ? t`Valid: checked against the OpenAPI schema and the specification’s rules; references resolved.`
            : t`Valid against the OpenAPI schema; references resolved. The specification’s further rules (duplicate operation IDs, undeclared path parameters…) need eval, which this page’s Content-Security-Policy forbids, so they were not checked.`
          : plural(errorCount, {
              one: 'The parser found # problem; what could be read is listed.',
              other: 'The parser found # problems; what could be read is listed.',
            })}
      </p>
      {findings.length > 0 || document.moreErrors > 0 ? (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-accent">
            {errors}, {warnings}
          </summary>
          <ul className="mt-1 list-disc ps-5 whitespace-pre-wrap">
            {findings.slice(0, 50).map((finding, index) => (
              <li key={index}>{finding}</li>
            ))}
            {document.moreErrors > 0 ? <li>{t`…and ${moreErrors} more.`}</li> : null}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The document could not be read: the client's refusal in words, or what is wrong with its text. */
/** Reads the live document anew: the explorer's summary and the compatibility report both offer it. */
export function ReadAgainButton({ reading, onClick }: { reading: boolean; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button size="sm" disabled={reading} disabledReason={t`Reading…`} onClick={onClick}>
      {reading ? t`Reading…` : t`Read again`}
    </Button>
  );
}

export function DocumentFailure({
  error,
  source,
  onRetry,
}: {
  error: unknown;
  source: DocumentSource;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (isApiError(error)) return <ErrorView error={error} onRetry={onRetry} />;
  const reason = maskText(error instanceof Error ? error.message : String(error));
  const url = shown(source.url, 'url');
  return (
    <Notice tone="danger" title={t`The OpenAPI document could not be read`}>
      <p>
        <Trans>
          {reason} (from <code className="wrap-anywhere">{url}</code>)
        </Trans>
      </p>
      <Button size="sm" className="mt-2" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Notice>
  );
}
