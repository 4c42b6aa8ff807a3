import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { SearchBox } from '@/components/table/search-box';
import { PageHeader } from '@/components/ui/page-header';
import { Loading } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { consolePageFor, inContract } from '../console-pages';
import { documentSource } from '../document-source';
import { keyRefusalText } from '../key-refusal';
import {
  filterOperations,
  groupByTag,
  routeKey,
  UNTAGGED,
  type OperationInfo,
} from '@/lib/openapi/operation-index';
import { documentQuery } from '../queries';
import { DocumentFailure, DocumentSummary } from './document-summary';
import { MethodBadge, Tag } from './method-badge';

export function ExplorerPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false });
  const navigate = useNavigate({ from: '/explorer' });
  const q =
    typeof search.q === 'string'
      ? search.q
      : typeof search.q === 'number'
        ? String(search.q)
        : undefined;
  const source = useMemo(() => documentSource(), []);
  const query = useQuery(documentQuery(source));
  const deferredQ = useDeferredValue(q ?? '');
  const document = query.data;
  const matches = useMemo(
    () => (document ? filterOperations(document.operations, deferredQ) : []),
    [document, deferredQ],
  );
  const groups = useMemo(
    () => (document ? groupByTag(matches, document.tags) : []),
    [document, matches],
  );

  return (
    <>
      <PageHeader
        title={t`API explorer`}
        description={t`Every operation of the service's live OpenAPI document, sent with this session's key through the console's request budget.`}
        freshness={false}
      />
      {query.isPending ? <Loading label={t`Reading the service's OpenAPI document`} /> : null}
      {query.isError ? (
        <DocumentFailure error={query.error} source={source} onRetry={() => void query.refetch()} />
      ) : null}
      {document ? (
        <>
          <DocumentSummary
            document={document}
            source={source}
            reading={query.isFetching}
            onReadAgain={() => void query.refetch()}
          />
          <p className="mb-3 text-sm">
            <Link
              to="/explorer"
              search={{ view: 'compatibility' }}
              className="font-medium text-accent underline"
            >
              {t`Compatibility report`}
            </Link>{' '}
            <span className="text-muted">{t`What this document describes differently from the console's contract, and which pages that touches.`}</span>
          </p>
          <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
            <SearchBox
              label={t`Find an operation`}
              placeholder={t`Path, summary or operation ID`}
              value={q}
              onSearch={(next) =>
                void navigate({ search: () => (next ? { q: next } : {}), replace: true })
              }
            />
            <p role="status" className="text-sm text-muted">
              {deferredQ ? (
                <MatchCount matches={matches.length} total={document.operations.length} />
              ) : (
                plural(document.operations.length, { one: '# operation', other: '# operations' })
              )}
            </p>
          </div>
          {groups.map((group) => (
            <OperationGroupList key={group.tag} tag={group.tag} operations={group.operations} />
          ))}
          {groups.length === 0 ? (
            <p className="py-6 text-sm text-muted">{t`No operation matches “${deferredQ}”.`}</p>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** "2 of 72 operations match". */
function MatchCount({ matches, total }: { matches: number; total: number }) {
  const shown = formatNumber(matches);
  return plural(total, {
    one: `${shown} of # operation match`,
    other: `${shown} of # operations match`,
  });
}

function OperationGroupList({ tag, operations }: { tag: string; operations: OperationInfo[] }) {
  const { t } = useLingui();
  const headingId = `explorer-tag-${tag.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="mb-1 text-sm font-semibold">
        {tag === UNTAGGED ? t({ message: 'Other', context: 'operations without a tag' }) : tag}{' '}
        <span className="font-normal text-muted">({formatNumber(operations.length)})</span>
      </h2>
      <ul className="divide-y divide-border rounded-md border border-border bg-surface">
        {operations.map((operation) => (
          <OperationRow key={operation.key} operation={operation} />
        ))}
      </ul>
    </section>
  );
}

function OperationRow({ operation }: { operation: OperationInfo }) {
  const { t, i18n } = useLingui();
  const key = routeKey(operation);
  const known = inContract(key);
  const page = consolePageFor(key);
  const listLabel = page ? i18n._(page.listLabel) : '';
  return (
    <li className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:gap-3">
      <Link
        to="/explorer"
        search={{ op: operation.key }}
        className="flex min-w-0 flex-1 items-baseline gap-2 rounded-sm underline-offset-2 hover:underline"
      >
        <MethodBadge method={operation.method} />
        <span className="min-w-0 flex-1">
          <span className="font-mono text-sm break-all">{operation.path}</span>
          {operation.summary ? (
            <span className="block truncate text-xs text-muted" title={operation.summary}>
              {operation.summary}
            </span>
          ) : null}
        </span>
      </Link>
      <span className="flex flex-wrap items-center gap-1.5 ps-14 sm:ps-0">
        {known ? null : (
          <Tag tone="info">
            {t({ message: 'New', context: 'operation not in the console’s contract' })}
          </Tag>
        )}
        {operation.keyRefusal ? (
          <Tag tone="warning" title={keyRefusalText(operation.keyRefusal)}>
            {t`Key refused`}
          </Tag>
        ) : null}
        {operation.deprecated ? <Tag tone="muted">{t`Deprecated`}</Tag> : null}
        {page ? (
          <Link
            to={page.list as '/'}
            className="text-xs text-accent underline-offset-2 hover:underline"
          >
            {t`Console page: ${listLabel}`}
          </Link>
        ) : null}
      </span>
    </li>
  );
}
