import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIdentity } from '@/api/identity/use-identity';
import type { ActivityEntry } from '@/api/session/proxy-activity';
import { EmptyState } from '@/components/table/empty-state';
import { Button } from '@/components/ui/button';
import { SmallTable } from '@/components/table/small-table';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { Loading } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { formatDateTime, formatNumber } from '@/lib/format';
import { activityQuery } from '../queries';
import { shown } from '@/lib/presentation/presentation';

/** The outcome of a request in words, with its HTTP status (a code, shown as it is). */
function outcome(status: number, code = ''): string {
  if (code) return t`${status} refused (${code})`;
  if (status >= 200 && status < 300) return t`${status} done`;
  if (status === 401) return t`${status} refused (key)`;
  if (status === 429) return t`${status} rate limited`;
  if (status >= 500) return t`${status} failed`;
  return t`${status} refused`;
}

/** The proxy's roles in words; a role the console does not know is shown as the proxy names it. */
function roleName(role: string): string {
  if (role === 'admin') return t`admin`;
  if (role === 'viewer') return t`viewer`;
  return role;
}

function took(durationMs: number): string {
  const ms = formatNumber(durationMs);
  return t`${ms} ms`;
}

const rowId = (entry: ActivityEntry) =>
  `${entry.time} ${entry.requestId} ${entry.method} ${entry.path} ${entry.person} ${entry.sessionOf}`;

/**
 * The proxy cuts a path at 512 bytes on the log; lines written before it did are cut here the
 * same way, so one made-up 7 KB path does not fill the screen.
 */
const shortPath = (path: string) => (path.length > 512 ? `${path.slice(0, 512)}…` : path);

/**
 * Who a line is of. A write that another origin's page sent with someone's session cookie was
 * refused before anyone could be said to have made it: it is shown as the other origin's, with
 * whose session it carried, never as that person's own.
 */
function Who({ entry }: { entry: ActivityEntry }) {
  if (entry.person || entry.email)
    return (
      <span title={entry.email ? shown(entry.email, 'email') : undefined}>
        <UserText>{entry.person || entry.email}</UserText>{' '}
        <span className="text-xs text-muted">{roleName(entry.role)}</span>
      </span>
    );
  if (entry.code !== 'cross_origin_write') return <>—</>;
  const session = entry.sessionOf;
  return (
    <span>
      <Trans>Another origin</Trans> <UserText>{entry.origin || t`(not named)`}</UserText>
      {session ? (
        <span className="block text-xs text-muted">
          <Trans>with {session}’s session</Trans>
        </span>
      ) : null}
    </span>
  );
}

/**
 * Behind a team's proxy: who changed what, and what was refused, from the proxy's audit log (one
 * line per write and per refused request; deploy/team/README.md). Admins only.
 */
export function ActivityPage() {
  const { t } = useLingui();
  const { data: identity } = useIdentity();
  const role = identity?.person ? roleName(identity.person.role) : '';
  const admin = identity?.person?.role === 'admin';
  const activity = useInfiniteQuery({ ...activityQuery, enabled: admin });
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <PageHeader
        title={t`Activity`}
        description={t`Every change made through this console, and every request the proxy or the service refused, by person. Newest first; older entries below, back to the start of the proxy’s log.`}
      />
      {!identity?.person ? (
        <Notice tone="info" title={t`Only behind a team’s proxy`}>
          <Trans>
            With a key in the browser the console knows keys, not people. The team recipe
            (deploy/team/) records every write by person.
          </Trans>
        </Notice>
      ) : !admin ? (
        <Notice tone="info" title={t`Admins only`}>
          <Trans>The activity of the team is for admins. Your role is {role}.</Trans>
        </Notice>
      ) : activity.isPending ? (
        <Loading label={t`Loading activity`} />
      ) : activity.isError ? (
        <ErrorView error={activity.error} onRetry={() => void activity.refetch()} />
      ) : entries.length === 0 && !activity.hasNextPage ? (
        <div className="rounded-md border border-border bg-surface px-4 py-8 text-sm text-muted">
          <EmptyState
            title={t`Nothing on record yet`}
            purpose={t`A deploy, a change or a refused request through this console shows here with who did it.`}
          />
        </div>
      ) : (
        <>
          <SmallTable
            label={t`Activity`}
            rows={entries}
            getRowId={rowId}
            rowTestId="activity-row"
            columns={[
              {
                header: t`When`,
                wideOnly: true,
                className: 'w-40 whitespace-nowrap',
                cell: (e) => formatDateTime(e.time),
              },
              {
                header: t`Who`,
                rowHeader: true,
                cell: (e) => <Who entry={e} />,
                phoneExtra: (e) => (
                  <span className="text-xs text-muted">
                    {formatDateTime(e.time)} · {outcome(e.status, e.code)}
                  </span>
                ),
              },
              {
                header: t`Request`,
                cell: (e) => (
                  <code className="text-xs [overflow-wrap:anywhere]">
                    {e.method} {shortPath(e.path)}
                  </code>
                ),
              },
              {
                header: t`Outcome`,
                wideOnly: true,
                className: 'whitespace-nowrap',
                cell: (e) => outcome(e.status, e.code),
              },
              {
                header: t`Request ID`,
                wideOnly: true,
                cell: (e) => (e.requestId ? <code className="text-xs">{e.requestId}</code> : '—'),
              },
              {
                header: t`Took`,
                wideOnly: true,
                className: 'whitespace-nowrap',
                cell: (e) => took(e.durationMs),
              },
            ]}
          />
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
            {activity.hasNextPage ? (
              <Button
                onClick={() => void activity.fetchNextPage()}
                disabled={activity.isFetchingNextPage}
                disabledReason={t`Loading older entries…`}
                showReason
              >
                <Trans>Show older entries</Trans>
              </Button>
            ) : activity.data.pages.length > 1 ? (
              <p>
                <Trans>That is the start of the proxy’s log.</Trans>
              </p>
            ) : null}
            {activity.isFetchNextPageError ? (
              <p role="alert" className="text-danger">
                <Trans>The older entries could not be read. Try again.</Trans>
              </p>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}
