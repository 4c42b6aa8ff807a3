import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OPERATION_IDS } from '@/api/operation-ids.gen';
import type { Read, ReadIssue } from '@/api/reads/read-check';
import { Notice } from './notice';

/** The compatibility report's address (a view of the explorer's route: docs/drift.md). */
export const COMPATIBILITY_SEARCH = { view: 'compatibility' } as const;

/**
 * A panel whose answer lacks what it reads: which field at which path, what the console
 * expected, what came instead, and where to read more. The rest of the page keeps working.
 */
export function ReadDriftNotice({
  read,
  className,
}: {
  read: Extract<Read<unknown>, { ok: false }>;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const { reads, issues } = read;
  const panel = i18n._(reads.panel);
  const operation = reads.operation;
  const op = OPERATION_IDS[operation] ?? operation;
  return (
    <Notice
      tone="warning"
      role="status"
      title={t`The service answered differently: ${panel} cannot be shown`}
      className={className}
    >
      <p>{t`The answer of ${operation} does not have what this part of the page reads:`}</p>
      <ul className="my-1 list-disc ps-5" data-testid="read-drift">
        {issues.map((issue) => (
          <li key={issue.path}>
            <IssueText issue={issue} />
          </li>
        ))}
      </ul>
      <p>{t`The rest of the page does not depend on it.`}</p>
      <p className="mt-1 flex flex-wrap gap-x-4">
        <Link
          to="/explorer"
          search={COMPATIBILITY_SEARCH as never}
          className="font-medium text-accent underline"
        >
          {t`Compatibility report`}
        </Link>
        <Link to="/explorer" search={{ op } as never} className="font-medium text-accent underline">
          {t`Open ${operation} in the API explorer`}
        </Link>
      </p>
    </Notice>
  );
}

/** A JSON type in words. */
export function useTypeWords(): (type: string) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case 'string':
        return t`text`;
      case 'number':
        return t`a number`;
      case 'integer':
        return t`a whole number`;
      case 'boolean':
        return t`true or false`;
      case 'array':
        return t`a list`;
      case 'object':
        return t`an object`;
      case 'null':
        return t`null`;
      case 'missing':
        return t`nothing (the field is missing)`;
      default:
        return t`a value`;
    }
  };
}

function IssueText({ issue }: { issue: ReadIssue }): ReactNode {
  const { t } = useLingui();
  const words = useTypeWords();
  const path = issue.path || t`(the answer)`;
  const expected = words(issue.expected);
  const received = words(issue.received);
  const instead = issue.instead.join(', ');
  return (
    <>
      <code>{path}</code>
      {': '}
      {issue.instead.length > 0
        ? t`expected ${expected}, came ${received}; the same object has ${instead} instead`
        : t`expected ${expected}, came ${received}`}
    </>
  );
}
