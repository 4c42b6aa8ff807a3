import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '@/components/ui/notice';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { maskField, maskText } from '@/lib/presentation/presentation';
import type { Answer, Conformance } from '../send-operation';
import { validatorWords } from '@/lib/openapi/validator-words';
import { JsonTree } from './json-tree';
import { toApiError } from '@/api/errors';
import { theServiceSaidOrNot } from '@/lib/wording/describe-error';

const HEADER_LABELS: Record<string, MessageDescriptor> = {
  'x-ratelimit-limit': msg({ message: 'Limit', context: 'rate-limit header' }),
  'x-ratelimit-remaining': msg({ message: 'Remaining', context: 'rate-limit header' }),
  'x-ratelimit-reset': msg`Reset (s)`,
  'retry-after': msg`Retry after`,
  'x-request-id': msg`Request ID`,
  'content-type': msg`Content type`,
};

/** The answer: status, the rate-limit headers, the body as a tree, and where it breaks its schema. */
export function ResponseView({
  answer,
  conformance,
}: {
  answer: Answer;
  conformance: Conformance;
}) {
  const { t, i18n } = useLingui();
  const ms = formatNumber(answer.ms);
  const ok = answer.status >= 200 && answer.status < 300;
  const headers = Object.entries(answer.headers);
  return (
    <section
      aria-labelledby="explorer-answer"
      className="mt-4 rounded-md border border-border bg-surface p-3"
    >
      <h2
        id="explorer-answer"
        className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold"
      >
        {t({ message: 'Answer', context: 'the service’s answer to a request' })}
        <span
          data-testid="explorer-status"
          className={cn('font-mono', ok ? 'text-success' : 'text-danger')}
        >
          {answer.status} {answer.statusText}
        </span>
        <span className="text-xs font-normal text-muted">{t`in ${ms} ms`}</span>
      </h2>
      {headers.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          {headers.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted" title={name}>
                {HEADER_LABELS[name] ? i18n._(HEADER_LABELS[name]) : name}
              </dt>
              {/* A header's value is masked by its name (Set-Cookie, X-Api-Key) and its text. */}
              <dd className="font-mono wrap-anywhere">{maskField(name, value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {ok ? null : <RefusalWords answer={answer} />}
      <SchemaVerdict conformance={conformance} status={answer.status} />
      <div className="mt-2">
        {answer.body === undefined ? (
          <p className="text-sm text-muted">{t`No body.`}</p>
        ) : answer.isJson ? (
          <JsonTree value={answer.body} label={t`Answer body`} />
        ) : (
          <pre className="max-h-96 overflow-auto text-xs whitespace-pre-wrap">
            {maskText(String(answer.body))}
          </pre>
        )}
      </div>
    </section>
  );
}

/** A refusal's words and code as every page reads them (one parser: src/api/error-body.ts). */
function RefusalWords({ answer }: { answer: Answer }) {
  const { t } = useLingui();
  const error = toApiError(
    { status: answer.status, statusText: answer.statusText, headers: new Headers(answer.headers) },
    answer.body,
  );
  return (
    <p className="mt-2 text-sm" data-testid="explorer-refusal">
      {maskText(theServiceSaidOrNot(error))}{' '}
      <span className="text-xs text-muted">
        {t`Code:`} <code>{`${error.status} ${error.code}`}</code>
      </span>
    </p>
  );
}

function SchemaVerdict({ conformance, status }: { conformance: Conformance; status: number }) {
  const { t } = useLingui();
  if (!conformance.documented) {
    return (
      <Notice tone="warning" className="mt-2" title={t`Not in the document`}>
        {t`The document lists no answer ${status} for this operation.`}
      </Notice>
    );
  }
  if (conformance.problems.length > 0) {
    const count = formatNumber(conformance.problems.length);
    const more = formatNumber(conformance.problems.length - 30);
    return (
      <Notice
        tone="warning"
        className="mt-2"
        title={t`Does not match the document’s schema (${count})`}
      >
        <ul className="list-disc ps-5 text-xs" data-testid="explorer-schema-problems">
          {conformance.problems.slice(0, 30).map((problem, index) => (
            <li key={index}>
              <code>{problem.at || t`(the body)`}</code>:{' '}
              {maskText(validatorWords(problem.message))}
            </li>
          ))}
          {conformance.problems.length > 30 ? <li>{t`…and ${more} more`}</li> : null}
        </ul>
      </Notice>
    );
  }
  return (
    <p className="mt-2 text-xs text-muted">
      {conformance.checked
        ? t`Matches the document’s schema for this status.`
        : t`The document gives no schema for this answer.`}
      {conformance.unchecked ? ` ${t`Parts of it (circular references) were not checked.`}` : ''}
    </p>
  );
}
