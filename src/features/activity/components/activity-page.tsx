import { useQuery } from '@tanstack/react-query';
import { useIdentity } from '@/api/use-identity';
import type { ActivityEntry } from '@/api/proxy-activity';
import { EmptyState } from '@/components/table/empty-state';
import { SmallTable } from '@/components/table/small-table';
import { ErrorView } from '@/components/ui/error-view';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { Loading } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { formatDateTime } from '@/lib/format';
import { activityQuery } from '../queries';
import { shown } from '@/lib/presentation';

const OUTCOME: Record<string, string> = { '401': 'refused (key)', '403': 'refused', '429': 'rate limited' };

function outcome(status: number): string {
  if (status >= 200 && status < 300) return `${status} done`;
  return `${status} ${OUTCOME[String(status)] ?? (status >= 500 ? 'failed' : 'refused')}`;
}

const rowId = (entry: ActivityEntry) => `${entry.time} ${entry.requestId} ${entry.method} ${entry.path} ${entry.person}`;

/**
 * Behind a team's proxy: who changed what, and what was refused, from the proxy's audit log (one
 * line per write and per refused request; deploy/team/README.md). Admins only.
 */
export function ActivityPage() {
  const { data: identity } = useIdentity();
  const admin = identity?.person?.role === 'admin';
  const activity = useQuery({ ...activityQuery, enabled: admin });
  return (
    <>
      <PageHeader
        title="Activity"
        description="Every change made through this console, and every request the proxy or the service refused, by person. Newest first; the latest 64 kB of the proxy’s log."
      />
      {!identity?.person ? (
        <Notice tone="info" title="Only behind a team’s proxy">
          With a key in the browser the console knows keys, not people. The team recipe (deploy/team/) records every write by person.
        </Notice>
      ) : !admin ? (
        <Notice tone="info" title="Admins only">
          The activity of the team is for admins. Your role is {identity.person.role}.
        </Notice>
      ) : activity.isPending ? (
        <Loading label="Loading activity" />
      ) : activity.isError ? (
        <ErrorView error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <div className="rounded-md border border-border bg-surface px-4 py-8 text-sm text-muted">
          <EmptyState title="Nothing on record yet" purpose="A deploy, a change or a refused request through this console shows here with who did it." />
        </div>
      ) : (
        <SmallTable
          label="Activity"
          rows={activity.data}
          getRowId={rowId}
          rowTestId="activity-row"
          columns={[
            { header: 'When', wideOnly: true, className: 'w-40 whitespace-nowrap', cell: (e) => formatDateTime(e.time) },
            {
              header: 'Who',
              rowHeader: true,
              cell: (e) => (
                <span title={e.email ? shown(e.email, 'email') : undefined}>
                  <UserText>{e.person || e.email || '—'}</UserText> <span className="text-xs text-muted">{e.role}</span>
                </span>
              ),
              phoneExtra: (e) => (
                <span className="text-xs text-muted">
                  {formatDateTime(e.time)} · {outcome(e.status)}
                </span>
              ),
            },
            {
              header: 'Request',
              cell: (e) => (
                <code className="text-xs [overflow-wrap:anywhere]">
                  {e.method} {e.path}
                </code>
              ),
            },
            { header: 'Outcome', wideOnly: true, className: 'whitespace-nowrap', cell: (e) => outcome(e.status) },
            { header: 'Request ID', wideOnly: true, cell: (e) => (e.requestId ? <code className="text-xs">{e.requestId}</code> : '—') },
            { header: 'Took', wideOnly: true, className: 'whitespace-nowrap', cell: (e) => `${e.durationMs.toLocaleString()} ms` },
          ]}
        />
      )}
    </>
  );
}
