import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '@/lib/format';
import { instancesQuery } from '../queries';
import { countInstancesByStatus, INSTANCE_STATUSES, type InstanceStatus } from '../summaries';
import { footerLinkClass, StatSkeleton, StatValue, statLinkClass, Tile, TileDrift } from './tile';

const LABELS: Record<InstanceStatus, MessageDescriptor> = {
  error: msg`in error`,
  provisioning: msg({ message: 'provisioning', context: 'instance status' }),
  running: msg({ message: 'running', context: 'instance status' }),
  stopped: msg({ message: 'stopped', context: 'instance status' }),
  destroyed: msg({ message: 'destroyed', context: 'instance status' }),
};

const GRID = 'grid grid-cols-2 gap-1 sm:grid-cols-5';

export function InstancesTile() {
  const { t } = useLingui();
  const query = useQuery(instancesQuery);
  // The first view carries no validator (docs/drift.md): an answer without its list is said in the
  // tile, not thrown (the footer's count then says none).
  const items: unknown = query.data?.items;
  const count = Array.isArray(items) ? items.length : 0;
  return (
    <Tile
      title={t`Instances`}
      loadingLabel={t`Loading instances…`}
      query={query}
      className="sm:col-span-2"
      skeleton={
        <ul className={GRID}>
          {INSTANCE_STATUSES.map((status) => (
            <li key={status}>
              <StatSkeleton label={t(LABELS[status])} />
            </li>
          ))}
        </ul>
      }
      footer={
        <Link to="/instances" className={footerLinkClass}>
          {plural(count, { 0: 'No instances yet', one: '# instance', other: 'All # instances' })}
        </Link>
      }
    >
      {(data) => {
        if (!Array.isArray(data.items as unknown)) return <TileDrift path="/instances" />;
        const counts = countInstancesByStatus(data.items);
        return (
          <ul className={GRID}>
            {INSTANCE_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to="/instances"
                  search={{ status }}
                  className={statLinkClass}
                  data-testid={'instances-' + status}
                >
                  <StatValue
                    value={formatNumber(counts[status])}
                    label={t(LABELS[status])}
                    tone={status === 'error' && counts.error > 0 ? 'danger' : undefined}
                  />
                </Link>
              </li>
            ))}
          </ul>
        );
      }}
    </Tile>
  );
}
