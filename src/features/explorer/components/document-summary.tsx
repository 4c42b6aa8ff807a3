import { isApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { maskText, shown } from '@/lib/presentation';
import type { DocumentSource } from '../document-source';
import type { LoadedDocument } from '../load-document';

/** Which document, which version, how many operations, and what the parser found. */
export function DocumentSummary({ document, source, reading, onReadAgain }: { document: LoadedDocument; source: DocumentSource; reading: boolean; onReadAgain: () => void }) {
  const refused = document.operations.filter((operation) => operation.keyRefusal).length;
  const findings = [...document.errors, ...document.warnings];
  return (
    <div className="mb-4 rounded-md border border-border bg-surface px-3 py-2 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="explorer-document">
            {document.title} {document.version} · OpenAPI {document.openapi} · {document.operations.length} operations
            {refused > 0 ? `, ${refused} refused to a key` : ''}
          </p>
          <p className="text-xs break-all text-muted">
            From <code>{shown(source.url, 'url')}</code>
            {source.configured ? ' (config.json’s openapiUrl)' : ' (the default address; config.json’s openapiUrl sets another)'}, read in {document.parseMs} ms.
          </p>
        </div>
        <Button size="sm" disabled={reading} disabledReason="Reading…" onClick={onReadAgain}>
          {reading ? 'Reading…' : 'Read again'}
        </Button>
      </div>
      <p className="mt-1 text-xs">
        {document.valid
          ? document.checkedBy === 'parser'
            ? 'Valid: checked against the OpenAPI schema and the specification’s rules; references resolved.'
            : 'Valid against the OpenAPI schema; references resolved. The specification’s further rules (duplicate operation IDs, undeclared path parameters…) need eval, which this page’s Content-Security-Policy forbids, so they were not checked.'
          : `The parser found ${document.errors.length} problem${document.errors.length === 1 ? '' : 's'}; what could be read is listed.`}
      </p>
      {findings.length > 0 ? (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer text-accent">
            {document.errors.length} error{document.errors.length === 1 ? '' : 's'}, {document.warnings.length} warning{document.warnings.length === 1 ? '' : 's'}
          </summary>
          <ul className="mt-1 list-disc ps-5 whitespace-pre-wrap">
            {findings.slice(0, 50).map((finding, index) => (
              <li key={index}>{finding}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The document could not be read: the client's refusal in words, or what is wrong with its text. */
export function DocumentFailure({ error, source, onRetry }: { error: unknown; source: DocumentSource; onRetry: () => void }) {
  if (isApiError(error)) return <ErrorView error={error} onRetry={onRetry} />;
  return (
    <Notice tone="danger" title="The OpenAPI document could not be read">
      <p>
        {maskText(error instanceof Error ? error.message : String(error))} (from <code className="break-all">{shown(source.url, 'url')}</code>)
      </p>
      <Button size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
